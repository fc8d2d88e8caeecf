import { createRequire } from 'node:module';
import { expect, test } from './support';

/**
 * docs/adr/0027: Next answers a cached page's router fetches `s-maxage` with no `max-age` and no
 * validator, which no browser can reuse; Chromium stored them anyway, and a second fetch of the same
 * prefetch then stalled, wedging the six connections HTTP/1.1 allows. The router's
 * fetches of every kind of page are answered `private, no-store`; documents keep the page's lifetime
 * for shared caches. The standalone project runs this file too: safe without the shop's own front.
 */
/** The router's prefetches of a segment and of a whole page, `_rsc` as Next computes it. */
const routerFetches: Record<string, string>[] = [
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
  { rsc: '1', 'next-router-prefetch': '1' },
];
const require = createRequire(import.meta.url);
const { computeCacheBustingSearchParam } =
  require('next/dist/shared/lib/router/utils/cache-busting-search-param.js') as {
    computeCacheBustingSearchParam: (...headers: (string | undefined)[]) => Promise<string>;
  };

for (const path of [
  '/fr-fr',
  '/fr-fr/fashion/product/silk-wrap-dress',
  '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum',
  '/fr-fr/fashion',
  '/fr-fr/fashion?page=2',
  '/fr-fr/articles/how-to-care-for-silk',
]) {
  test(`the router's fetches of ${path} are never stored by the browser; its document is shared`, async ({
    request,
  }) => {
    for (const headers of routerFetches) {
      const rsc = await computeCacheBustingSearchParam(
        headers['next-router-prefetch'],
        headers['next-router-segment-prefetch'],
      );
      const url = `${path}${path.includes('?') ? '&' : '?'}_rsc=${rsc}`;
      const fetched = await request.get(url, {
        headers: { ...headers, 'sec-fetch-dest': 'empty' },
        maxRedirects: 0,
      });
      expect(fetched.status(), url).toBe(200);
      expect(fetched.headers()['content-type'], url).toContain('text/x-component');
      expect(fetched.headers()['cache-control'], url).toBe('private, no-store');
    }
    const document = await request.get(path, { headers: { 'sec-fetch-dest': 'document' } });
    expect(document.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });
}

test("a listing's prefetches of products all complete, and the next click is answered at once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pending = new Set<string>();
  const track = (url: string, done: boolean) => {
    if (!url.includes('_rsc=')) return;
    if (done) pending.delete(url);
    else pending.add(url);
  };
  page.on('request', (request) => track(request.url(), false));
  page.on('requestfinished', (request) => track(request.url(), true));
  const stored = new Set<string>();
  page.on('response', (response) => {
    if (response.url().includes('_rsc=') && response.headers()['cache-control'] !== 'private, no-store')
      stored.add(response.url());
  });
  page.on('requestfailed', (request) => track(request.url(), true));
  await page.goto('/fr-fr/fashion?filter.v.option.color=black');
  await page.goto('/fr-fr/fashion?page=2');
  // The product cards' links are prefetched as they come into view; each prefetch ends.
  await expect.poll(() => pending.size, { timeout: 10_000 }).toBe(0);
  const started = Date.now();
  await page
    .getByTestId('collection-listing')
    .filter({ visible: true })
    .locator('a[href*="/product/"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\//);
  expect(Date.now() - started, 'a click after the prefetches, in ms').toBeLessThan(5000);
  // The prefetches' answers and the navigation's own.
  expect([...stored], 'router answers the browser may store').toEqual([]);
});
