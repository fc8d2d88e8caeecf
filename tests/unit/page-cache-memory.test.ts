import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { packEntry, unpackEntry } from '@/shared-store/page-codec.mjs';
import {
  CompressedPageStore,
  configuredPageCacheBytes,
  defaultPageCacheBytes,
} from '@/shared-store/page-store.mjs';

/**
 * docs/adr/0028: the page cache keeps each page compressed within a byte budget, so the memory that
 * held a slice of the catalogue holds all of it.
 */

/** A page of the size and repetitiveness of a product page: markup, then its RSC payload and segments. */
function pageEntry(seed: number) {
  const card = (i: number) =>
    `<li class="card"><a href="/fr-fr/fashion/product/p-${seed}-${i}"><img alt="Robe ${i}" src="/img/${seed}/${i}.jpg?width=640"/><span class="price">${(seed * 7 + i) % 500},00 €</span></a></li>`;
  const html = `<!DOCTYPE html><html lang="fr"><body><ul>${Array.from({ length: 400 }, (_, i) => card(i)).join('')}</ul></body></html>`;
  return {
    lastModified: 1_700_000_000_000 + seed,
    cacheControl: { revalidate: 3600, expire: 86400 },
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`0:["$","ul",null,${JSON.stringify(html.slice(0, 60_000))}]`),
      headers: { 'x-next-cache-tags': `product:${seed},_N_T_/layout`, 'content-type': 'text/html' },
      postponed: undefined,
      status: 200,
      segmentData: new Map([
        ['/_tree', Buffer.from('{"tree":1}')],
        ['/_full', Buffer.from(html.slice(0, 30_000))],
      ]),
    },
  };
}

/** What Next's own memory store counts for an APP_PAGE entry (memory-cache.external.js). */
const nextCountedSize = (entry: ReturnType<typeof pageEntry>) =>
  entry.value.html.length +
  entry.value.rscData.length +
  [...entry.value.segmentData].reduce((sum, [path, data]) => sum + path.length + data.length, 0);

describe('the page codec', () => {
  it('gives back the same entry: HTML, RSC payload, segments, headers and cache control', () => {
    const entry = pageEntry(1);
    const read = unpackEntry(packEntry(entry));
    expect(read.value.html).toBe(entry.value.html);
    expect(Buffer.compare(read.value.rscData, entry.value.rscData)).toBe(0);
    expect(read.value.segmentData).toBeInstanceOf(Map);
    expect([...read.value.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    expect(read.value.segmentData.get('/_full').toString()).toBe(
      entry.value.segmentData.get('/_full')!.toString(),
    );
    expect(read.value.headers).toEqual(entry.value.headers);
    expect(read.cacheControl).toEqual(entry.cacheControl);
    expect(read.lastModified).toBe(entry.lastModified);
    expect('postponed' in read.value && read.value.postponed !== undefined).toBe(false);
  });

  it('keeps non-ASCII text and the bytes of a binary chunk exact', () => {
    const entry = {
      value: { kind: 'APP_ROUTE', body: Buffer.from([0, 255, 1, 254]), headers: {}, status: 200 },
      text: 'é'.repeat(2000) + '東京',
    };
    const read = unpackEntry(packEntry(entry));
    expect([...read.value.body]).toEqual([0, 255, 1, 254]);
    expect(read.text).toBe(entry.text);
  });

  it('stores a page in a fraction of the bytes Next counts for it', () => {
    const entry = pageEntry(2);
    expect(packEntry(entry).byteLength).toBeLessThan(nextCountedSize(entry) / 5);
  });
});

describe('the compressed page store', () => {
  it("holds, within the same budget, four times the pages Next's own store held", () => {
    const budget = 4 * 1024 * 1024;
    const entry = pageEntry(3);
    const pagesNextHeld = Math.floor(budget / nextCountedSize(entry));
    const store = new CompressedPageStore(budget);
    const pages = pagesNextHeld * 4;
    for (let i = 0; i < pages; i++) store.set(`/fr-fr/p-${i}`, { ...entry, lastModified: i });
    expect(store.size).toBe(pages);
    expect(store.get('/fr-fr/p-0').lastModified).toBe(0);
  });

  it('bounds the bytes it keeps, the least recently read out first', () => {
    const one = packEntry(pageEntry(4)).byteLength + '/p-0'.length;
    const store = new CompressedPageStore(one * 10.5);
    for (let i = 0; i < 10; i++) store.set(`/p-${i}`, pageEntry(4));
    store.get('/p-0');
    store.set('/p-10', pageEntry(4));
    expect(store.has('/p-0')).toBe(true);
    expect(store.has('/p-1')).toBe(false);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    expect(store.size).toBe(10);
  });

  it('never lets one page take more than an eighth of the budget', () => {
    const store = new CompressedPageStore(1000);
    store.set('/big', pageEntry(5));
    expect(store.has('/big')).toBe(false);
    expect(store.bytes).toBe(0);
  });

  it('replaces an entry stored again under its key, counting it once', () => {
    const store = new CompressedPageStore(64 * 1024 * 1024);
    store.set('/p', pageEntry(6));
    const bytes = store.bytes;
    store.set('/p', pageEntry(6));
    expect(store.bytes).toBe(bytes);
    expect(store.size).toBe(1);
  });

  it('is sized by SHOP_PAGE_CACHE_BYTES, with a default', () => {
    expect(configuredPageCacheBytes({ SHOP_PAGE_CACHE_BYTES: '1048576' })).toBe(1048576);
    expect(configuredPageCacheBytes({})).toBe(defaultPageCacheBytes);
    expect(configuredPageCacheBytes({ SHOP_PAGE_CACHE_BYTES: 'lots' })).toBe(defaultPageCacheBytes);
  });
});

it("Next's page cache, as Next loads it, keeps its pages in the compressed store", () => {
  const script = `
    const { default: PageCache } = await import('./shared-store/page-cache.mjs');
    const { NextPageCache } = await import('./shared-store/next-cache-handlers.mjs');
    const cache = new PageCache({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024 });
    const value = { kind: 'APP_PAGE', html: '<p>robe</p>'.repeat(200), rscData: Buffer.from('0:"robe"'),
      headers: {}, postponed: undefined, status: 200, segmentData: new Map([['/_tree', Buffer.from('{}')]]) };
    await cache.set('/fr-fr/robe', value, { cacheControl: { revalidate: 3600, expire: 86400 } });
    const read = await cache.get('/fr-fr/robe', { kind: 'APP_PAGE', isRoutePPREnabled: true });
    process.stdout.write(JSON.stringify({
      store: NextPageCache.memoryCache?.constructor?.name,
      entries: NextPageCache.memoryCache?.size,
      html: read?.value?.html === value.html,
      rsc: read?.value?.rscData?.toString(),
      segments: [...(read?.value?.segmentData?.keys() ?? [])],
    }));
    process.exit(0);`;
  const env = { ...process.env, REDIS_URL: '' };
  const result = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }),
  );
  expect(result).toEqual({
    store: 'CompressedPageStore',
    entries: 1,
    html: true,
    rsc: '0:"robe"',
    segments: ['/_tree'],
  });
});
