import { describe, expect, it } from 'vitest';
import { isSiteOrigin, siteOrigin, siteOriginMismatch } from '@/lib/site-origin';

describe('the site origin is read at run time (issue 29 finding 5)', () => {
  it('takes the running process value, with the local default', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://shop.example/fr/' })).toBe('https://shop.example');
    expect(siteOrigin({})).toBe('http://localhost:3000');
  });

  it('names the variable and both values when a build is run with another origin', () => {
    const message = siteOriginMismatch('http://localhost:3000', {
      NEXT_PUBLIC_SITE_URL: 'https://shop.example',
    });
    expect(message).toMatch(/NEXT_PUBLIC_SITE_URL is https:\/\/shop\.example/);
    expect(message).toMatch(/made for http:\/\/localhost:3000/);
    expect(
      siteOriginMismatch('https://shop.example', { NEXT_PUBLIC_SITE_URL: 'https://shop.example/' }),
    ).toBeNull();
  });
});

describe('the shop is one site under its loopback names (issue 31 finding 15)', () => {
  it('takes 127.0.0.1 and [::1] for a shop served on localhost, same scheme and port', () => {
    const site = 'http://localhost:3000';
    expect(isSiteOrigin('http://127.0.0.1:3000', site)).toBe(true);
    expect(isSiteOrigin('http://[::1]:3000', site)).toBe(true);
    expect(isSiteOrigin('http://localhost:3000', 'http://127.0.0.1:3000')).toBe(true);
    expect(isSiteOrigin('http://127.0.0.1:3001', site)).toBe(false);
    expect(isSiteOrigin('https://127.0.0.1:3000', site)).toBe(false);
  });

  it('takes exactly one origin anywhere else', () => {
    const site = 'https://shop.example';
    expect(isSiteOrigin('https://shop.example', site)).toBe(true);
    expect(isSiteOrigin('https://127.0.0.1', site)).toBe(false);
    expect(isSiteOrigin('http://shop.example', site)).toBe(false);
    expect(isSiteOrigin('null', site)).toBe(false);
    expect(isSiteOrigin(null, site)).toBe(false);
  });
});
