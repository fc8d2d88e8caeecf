import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/**
 * Shopify's storefront search forgives a typo: one letter changed, added or removed, or two
 * neighbours swapped, once the first four letters are typed right; predictive search suggests queries
 * made of the catalogue's own words.
 */

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends?.close());

async function searched(q: string, language = 'EN') {
  const { data, errors } = await storefront<{ search: { nodes: { handle: string }[] } }>(
    backends,
    `query ($q: String!) @inContext(country: FR, language: ${language}) {
      search(query: $q, first: 50, types: [PRODUCT]) { nodes { ... on Product { handle } } } }`,
    { q },
  );
  expect(errors).toBeUndefined();
  return data!.search.nodes.map((node) => node.handle);
}

async function suggested(q: string, language = 'EN') {
  const { data, errors } = await storefront<{ predictiveSearch: { queries: { text: string }[] } }>(
    backends,
    `query ($q: String!) @inContext(country: FR, language: ${language}) {
      predictiveSearch(query: $q, limit: 10, limitScope: EACH, types: [QUERY]) { queries { text } } }`,
    { q },
  );
  expect(errors).toBeUndefined();
  return data!.predictiveSearch.queries.map((query) => query.text);
}

describe('search forgives a typo as Shopify documents', () => {
  it('finds cashmere with a letter swapped, missing, doubled or changed after the fourth', async () => {
    const exact = await searched('cashmere');
    expect(exact).toContain('cashmere-crew-sweater');
    for (const typo of ['cashmeer', 'cashmre', 'cashmmere', 'cashmore']) {
      expect(await searched(typo), typo).toEqual(expect.arrayContaining(['cashmere-crew-sweater']));
    }
  });

  it('ranks the word spelt right above the typo', async () => {
    const handles = await searched('silk dresss');
    expect(handles[0]).toBe('silk-wrap-dress');
  });

  it('forgives nothing in the first four letters, in words of four letters or less, nor two typos', async () => {
    expect(await searched('cahsmere')).toEqual([]);
    expect(await searched('silc')).toEqual([]);
    expect(await searched('cashmier')).toEqual([]);
  });

  it('keeps the search syntax of products(query:) exact', async () => {
    const { data } = await storefront<{ products: { nodes: unknown[] } }>(
      backends,
      '{ products(first: 5, query: "cashmeer") { nodes { id } } }',
    );
    expect(data!.products.nodes).toEqual([]);
  });
});

describe('predictiveSearch suggests queries from the catalogue', () => {
  it('offers cashmere for cashmier, and silk dress for silc dress', async () => {
    expect((await suggested('cashmier'))[0]).toBe('cashmere');
    expect(await suggested('silc dress')).toContain('silk dress');
  });

  it('puts a completion of the word being typed before a near spelling', async () => {
    const queries = await suggested('silk');
    expect(queries[0]).toBe('silk');
    expect(await suggested('cashm')).toContain('cashmere');
  });

  it('suggests nothing the catalogue cannot find', async () => {
    expect(await suggested('zzzyxw')).toEqual([]);
    expect(await suggested('silc zzzyxw')).toEqual([]);
  });
});
