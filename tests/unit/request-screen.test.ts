import { describe, expect, it } from 'vitest';
import { clientAddressOf, maxBodyBytes, maxSegmentLength, screenRequest } from '@/lib/request-screen';

const screen = (url: string, method = 'GET', contentLength?: string) =>
  screenRequest({ method, url, contentLength });

describe('the request screen in front of Next.js', () => {
  it('passes the requests a shopper makes', () => {
    for (const url of [
      '/',
      '/fr-fr',
      '/fr-fr/fashion/dresses?sort-by=price_asc&page=2',
      '/search?q=%C3%A9t%C3%A9',
    ])
      expect(screen(url)).toEqual({ verdict: 'pass' });
    expect(screen('/fr-fr', 'POST', String(maxBodyBytes))).toEqual({ verdict: 'pass' });
  });

  it('refuses methods the shop does not answer (TRACE, CONNECT, WebDAV)', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', ''])
      expect(screen('/fr-fr', method)).toEqual({ verdict: 'method-not-allowed' });
  });

  it('refuses a body over 1 MB before reading it', () => {
    expect(screen('/fr-fr', 'POST', String(maxBodyBytes + 1))).toEqual({ verdict: 'too-large' });
    expect(screen('/fr-fr', 'POST', 'abc')).toEqual({ verdict: 'too-large' });
  });

  it('sends undecodable, over-long and backslashed paths to the locale’s not-found page, API paths to JSON', () => {
    expect(screen('/fr-fr/%zz')).toEqual({ verdict: 'bad-path', locale: 'fr-fr', api: false });
    expect(screen('/en-uk/%25zz')).toEqual({ verdict: 'bad-path', locale: 'en-uk', api: false });
    expect(screen('/%')).toEqual({ verdict: 'bad-path', locale: 'en-ww', api: false });
    expect(screen('/fr-fr/%5C')).toEqual({ verdict: 'bad-path', locale: 'fr-fr', api: false });
    expect(screen('/ja-jp/%00')).toEqual({ verdict: 'bad-path', locale: 'ja-jp', api: false });
    expect(screen(`/fr-fr/${'a'.repeat(maxSegmentLength + 1)}`).verdict).toBe('bad-path');
    expect(screen(`/fr-fr/${'a'.repeat(16_000)}`).verdict).toBe('bad-path');
    expect(screen('/api/%zz')).toEqual({ verdict: 'bad-path', locale: 'en-ww', api: true });
  });
});

describe('the client address rate limits count by', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientAddressOf(undefined, '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('is the address the nearest untrusted hop reported behind trusted proxies', () => {
    expect(clientAddressOf('6.6.6.6, 1.2.3.4', '10.0.0.9', 1)).toBe('1.2.3.4');
    expect(clientAddressOf('1.2.3.4', '10.0.0.9', 5)).toBe('1.2.3.4');
  });
});

describe("Next's build files", () => {
  it('are read-only: a post there never reaches an action handler', () => {
    expect(screenRequest({ method: 'POST', url: '/_next/static/x.js', contentLength: '2' })).toEqual({
      verdict: 'method-not-allowed',
    });
    expect(screenRequest({ method: 'GET', url: '/_next/static/x.js', contentLength: undefined })).toEqual({
      verdict: 'pass',
    });
  });
});
