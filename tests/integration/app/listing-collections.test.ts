import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { canonicalListingQuery, getCollectionListing } from '@/server/shopify/collections';

let backends: RunningBackends;

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

const listing = async (query: string, handle = 'fashion') => {
  const result = await getCollectionListing('fr-fr', handle, new URLSearchParams(query));
  if (!result) throw new Error(`no collection ${handle}`);
  return result;
};
const amount = (product: { priceRange: { minVariantPrice: { amount: string } } }) =>
  Number(product.priceRange.minVariantPrice.amount);

describe('collection listing through the app data layer (spec §2.3, §4, §9)', () => {
  it('reads a page of 8 in the market currency with the facets of the collection', async () => {
    const { title, products, pageCount, total, facets, state } = await listing('');
    expect(title).toBe('Mode');
    expect(products).toHaveLength(8);
    expect(products[0]?.priceRange.minVariantPrice.currencyCode).toBe('EUR');
    expect(total).toBe(24);
    expect(pageCount).toBe(3);
    expect(state).toMatchObject({ page: 1, sort: null, filters: [] });
    expect(facets.map((f) => f.id)).toEqual(
      expect.arrayContaining(['filter.v.availability', 'filter.v.price', 'filter.v.option.color']),
    );
  });

  it('pages over cursors without repeating or losing a product', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listing(`page=${page}`)));
    const handles = pages.flatMap((page) => page.products.map((p) => p.handle));
    expect(handles).toHaveLength(24);
    expect(new Set(handles).size).toBe(24);
    expect(pages[2]?.state.page).toBe(3);
  });

  it('sorts by price both ways (spec §9 mapping) and resets nothing else', async () => {
    const ascending = (await listing('sort-by=price_asc')).products.map(amount);
    const descending = (await listing('sort-by=price_desc')).products.map(amount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
    const secondPage = await listing('sort-by=price_desc&page=2');
    expect(Math.max(...secondPage.products.map(amount))).toBeLessThanOrEqual(Math.min(...descending));
  });

  it('filters by colour (values of one facet are alternatives) with counts', async () => {
    const navy = await listing('filter.v.option.color=navy');
    const navyFacet = navy.facets.find((f) => f.id === 'filter.v.option.color');
    const navyCount = navyFacet?.values.find((v) => v.id.endsWith('.navy'))?.count;
    // Labels in the page language; the URL keeps the language-independent value.
    expect(navyFacet?.label).toBe('Couleur');
    expect(navyFacet?.values.find((v) => v.id.endsWith('.navy'))?.label).toBe('Marine');
    expect(navy.total).toBe(navyCount);
    expect(navy.state.selected).toEqual({ 'filter.v.option.color': ['navy'] });
    const either = await listing('filter.v.option.color=navy&filter.v.option.color=camel');
    expect(either.total).toBeGreaterThan(navy.total);
    const navyInDresses = await listing('filter.v.option.color=navy&filter.p.product_type=dress');
    expect(navyInDresses.total).toBeLessThanOrEqual(navy.total);
    expect(navyInDresses.products.every((p) => p.handle)).toBe(true);
  });

  it('filters by price range and availability', async () => {
    const cheap = await listing('filter.v.price.lte=300');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(24);
    expect(cheap.products.every((p) => amount(p) <= 300)).toBe(true);
    expect(cheap.state.price).toEqual({ min: null, max: 300 });
    const inStock = await listing('filter.v.availability=1');
    expect(inStock.products.every((p) => p.availableForSale)).toBe(true);
  });

  it('ignores what is not offered: unknown values, sorts, pages and upside-down ranges (issue 4 bad input)', async () => {
    const plain = await listing('');
    const bad = await listing(
      'filter.v.option.color=plaid&filter.v.option.nope=x&sort-by=cheapest&page=99&filter.v.price.gte=500&filter.v.price.lte=10&page=abc',
    );
    expect(bad.state).toMatchObject({ page: 1, sort: null, filters: [], selected: {}, price: null });
    expect(bad.products.map((p) => p.handle)).toEqual(plain.products.map((p) => p.handle));
    expect((await listing('page=3&filter.v.option.color=navy')).state.page).toBe(1);
  });

  it('keeps only the first 20 values of a key (spec §9 array limit)', async () => {
    const colours = [...Array(20).fill('plaid'), 'navy'].map((c) => `filter.v.option.color=${c}`).join('&');
    expect((await listing(colours)).state.filters).toEqual([]);
  });

  it('returns null for an unknown collection', async () => {
    expect(await getCollectionListing('fr-fr', 'no-such-collection', new URLSearchParams())).toBeNull();
  });

  it('reduces equivalent URLs to one canonical state, so they share one cached listing', async () => {
    const canonical = (query: string) =>
      canonicalListingQuery('fr-fr', 'fashion', new URLSearchParams(query));
    const state = await canonical('filter.v.availability=1&filter.v.option.color=navy&sort-by=price_asc');
    expect(state).toMatch(/^\?/);
    for (const equivalent of [
      'sort-by=price_asc&filter.v.option.color=navy&filter.v.availability=1',
      'filter.v.option.color=navy&utm_source=mail&sort-by=price_asc&page=1&filter.v.availability=1',
      'filter.v.option.color=nope&filter.v.option.color=navy&filter.v.availability=1&sort-by=price_asc',
    ])
      expect(await canonical(equivalent), equivalent).toBe(state);
    // Defaults are dropped: the default sort and page 1 are the bare URL.
    expect(await canonical('sort-by=default&page=1')).toBe('');
    expect(await canonical('page=2&sort-by=best_selling')).toBe('?sort-by=best_selling&page=2');
    expect(
      await canonicalListingQuery('fr-fr', 'no-such-collection', [['filter.v.availability', '1']]),
    ).toBeNull();
  });
});
