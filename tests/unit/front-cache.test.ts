import { describe, expect, it } from 'vitest';
import {
  expiresContent,
  FrontCache,
  frontCacheKey,
  isShareable,
  type FinishedAnswer,
} from '@/front/front-cache';

const page = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers,
});

/** A prerendered page as Next answers it (its headers as measured on the test shop). */
const prerendered = (overrides: Partial<FinishedAnswer> = {}, headers: FinishedAnswer['headers'] = {}) => ({
  status: 200,
  headers: {
    'cache-control': 's-maxage=3600, stale-while-revalidate=82800',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    'content-type': 'text/html; charset=utf-8',
    'x-nextjs-cache': 'HIT',
    ...headers,
  },
  body: Buffer.from('<!DOCTYPE html><html>…</html>'),
  ...overrides,
});

describe('which requests the front cache may answer', () => {
  it('pages read by GET or HEAD, with cookies the page does not depend on', () => {
    expect(frontCacheKey(page('/fr-fr'))).not.toBeNull();
    expect(frontCacheKey(page('/fr-fr/fashion/dresses?sort-by=price_asc'))).not.toBeNull();
    expect(frontCacheKey(page('/fr-fr/search?q=a.b'))).not.toBeNull();
    expect(frontCacheKey(page('/', { cookie: 'NEXT_LOCALE_V5=fr-fr; cart_shop_fr-fr=gid' }))).not.toBeNull();
    expect(frontCacheKey(page('/fr-fr', {}, 'HEAD'))).toBe(frontCacheKey(page('/fr-fr')));
  });

  it('never the API, Next files, files, writes or the router’s own requests', () => {
    for (const url of [
      '/api/cart?locale=fr-fr',
      '/api',
      '/_next/static/chunks/a.js',
      '/icon.svg',
      '/robots.txt',
    ])
      expect(frontCacheKey(page(url)), url).toBeNull();
    expect(frontCacheKey(page('http://evil.example/fr-fr'))).toBeNull();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect(frontCacheKey(page('/fr-fr', {}, method)), method).toBeNull();
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'range'])
      expect(frontCacheKey(page('/fr-fr', { [header]: '1' })), header).toBeNull();
  });

  it('never a customer’s session, draft mode or a Prismic preview (the page would differ)', () => {
    for (const cookie of [
      'customer_shop_example=token',
      'a=1; __Host-customer_shop_example=token',
      '__prerender_bypass=abc',
      'io.prismic.preview=%7B%7D',
    ])
      expect(frontCacheKey(page('/fr-fr/login', { cookie })), cookie).toBeNull();
    // An emptied session cookie is no session for the login guard either.
    expect(frontCacheKey(page('/fr-fr/login', { cookie: 'customer_shop_example=' }))).not.toBeNull();
  });

  it('keys apart what the answer depends on: URL, encodings and the visitor’s country', () => {
    const key = frontCacheKey(page('/it-it/how-to-recycle-in-italia', { 'x-visitor-country': 'IT' }));
    expect(frontCacheKey(page('/it-it/how-to-recycle-in-italia', { 'x-visitor-country': 'FR' }))).not.toBe(
      key,
    );
    expect(frontCacheKey(page('/it-it/how-to-recycle-in-italia', { 'cf-ipcountry': 'it' }))).toBe(key);
    expect(frontCacheKey(page('/fr-fr', { 'accept-encoding': 'gzip' }))).not.toBe(
      frontCacheKey(page('/fr-fr')),
    );
    expect(frontCacheKey(page('/fr-fr?a=1'))).not.toBe(frontCacheKey(page('/fr-fr')));
  });
});

describe('which answers are shareable', () => {
  it('a page Next serves to everyone for a while', () => {
    expect(isShareable(prerendered())).toBe(true);
  });

  it('not an error, a redirect, a private or uncached page, one that sets a cookie or varies otherwise', () => {
    expect(isShareable(prerendered({ status: 404 }))).toBe(false);
    expect(isShareable(prerendered({ status: 307 }))).toBe(false);
    expect(
      isShareable(
        prerendered({}, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      ),
    ).toBe(false);
    expect(isShareable(prerendered({}, { 'cache-control': 'public, max-age=60' }))).toBe(false);
    expect(isShareable(prerendered({}, { 'cache-control': 's-maxage=0' }))).toBe(false);
    expect(isShareable(prerendered({}, { 'set-cookie': ['a=1'] }))).toBe(false);
    expect(isShareable(prerendered({}, { vary: 'Cookie, Accept-Encoding' }))).toBe(false);
    expect(isShareable(prerendered({ body: Buffer.alloc(1024 * 1024 + 1) }))).toBe(false);
  });
});

describe('the front cache', () => {
  const key = frontCacheKey(page('/fr-fr'))!;

  it('answers with what Next answered until its time is up, with the age in seconds', () => {
    const cache = new FrontCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    expect(cache.offer(key, prerendered({}, { 'transfer-encoding': 'chunked', date: 'x' }), 0)).toBe(true);
    const hit = cache.get(key, 999);
    expect(hit?.answer.body.toString()).toContain('<!DOCTYPE html>');
    expect(hit?.answer.headers['x-nextjs-cache']).toBe('HIT');
    expect(hit?.answer.headers).not.toHaveProperty('transfer-encoding');
    expect(hit?.answer.headers).not.toHaveProperty('date');
    expect(hit?.ageSeconds).toBe(0);
    expect(cache.get(key, 1000)).toBeNull();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps nothing that is not shareable, and nothing at all when turned off', () => {
    const cache = new FrontCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    expect(cache.offer(key, prerendered({ status: 500 }), 0)).toBe(false);
    expect(cache.get(key, 1)).toBeNull();
    const off = new FrontCache({ ttlMs: 0, maxBytes: 1 << 20 });
    expect(off.enabled).toBe(false);
    expect(off.offer(key, prerendered(), 0)).toBe(false);
  });

  it('stays within its bytes, letting the oldest answers and the expired ones go first', () => {
    const body = () => Buffer.alloc(400);
    const cache = new FrontCache({ ttlMs: 1000, maxBytes: 1000 });
    cache.offer('a', prerendered({ body: body() }), 0);
    cache.offer('b', prerendered({ body: body() }), 10);
    cache.offer('c', prerendered({ body: body() }), 20);
    expect(cache.get('a', 30)).toBeNull();
    expect(cache.get('b', 30)).not.toBeNull();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 800 });
    cache.offer('d', prerendered({ body: Buffer.alloc(10) }), 1015);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 410 });
    expect(() => new FrontCache({ ttlMs: -1, maxBytes: 0 })).toThrow();
  });

  it('forgets every page once a webhook has expired content', () => {
    const cache = new FrontCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.offer(key, prerendered(), 0);
    expect(expiresContent('/api/revalidate', 200)).toBe(true);
    expect(expiresContent('/api/revalidate/?x=1', 200)).toBe(true);
    expect(expiresContent('/api/revalidate', 401)).toBe(false);
    expect(expiresContent('/api/revalidated', 200)).toBe(false);
    const begunBefore = cache.generation;
    cache.clear();
    expect(cache.get(key, 1)).toBeNull();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    // A page rendered from the expired content, finished after the webhook, is not kept.
    expect(cache.offer(key, prerendered(), 2, begunBefore)).toBe(false);
    expect(cache.offer(key, prerendered(), 2, cache.generation)).toBe(true);
  });

  it('remembers which keys Next answers from its page cache, past their second and a webhook', () => {
    const cache = new FrontCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    const flooded = frontCacheKey(page('/en-eu/fashion?filter.v.option.color=q8x1'))!;
    expect(cache.isKnownRead(key)).toBe(false);
    cache.offer(key, prerendered(), 0);
    cache.offer(flooded, prerendered({}, { 'cache-control': 'private, no-store' }), 0);
    expect(cache.get(key, 5000)).toBeNull();
    expect(cache.isKnownRead(key)).toBe(true);
    cache.clear();
    expect(cache.isKnownRead(key)).toBe(true);
    // A never-seen state is streamed, no-store: it is never a known read.
    expect(cache.isKnownRead(flooded)).toBe(false);
    // A page that stops being shareable (its next answer a 500) is forgotten.
    cache.offer(key, prerendered({ status: 500 }), 6000);
    expect(cache.isKnownRead(key)).toBe(false);
  });
});
