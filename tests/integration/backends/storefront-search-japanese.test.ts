import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/**
 * Japanese writes compounds without spaces (レザー トートバッグ): a search word is found inside the
 * catalogue's words; voiced kana stay whole letters; the merchant's synonyms bridge 香水 and the
 * catalogue's オードパルファム / フレグランス.
 */

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends?.close());

interface Found {
  handle: string;
  title: string;
  productType: string;
  description: string;
}

async function searched(q: string) {
  const { data, errors } = await storefront<{ search: { nodes: Found[] } }>(
    backends,
    `query ($q: String!) @inContext(country: JP, language: JA) {
      search(query: $q, first: 50, types: [PRODUCT]) { nodes { ... on Product { handle title productType description } } } }`,
    { q },
  );
  expect(errors).toBeUndefined();
  return data!.search.nodes;
}

async function suggested(q: string) {
  const { data, errors } = await storefront<{ predictiveSearch: { queries: { text: string }[] } }>(
    backends,
    `query ($q: String!) @inContext(country: JP, language: JA) {
      predictiveSearch(query: $q, limit: 10, limitScope: EACH, types: [QUERY]) { queries { text } } }`,
    { q },
  );
  expect(errors).toBeUndefined();
  return data!.predictiveSearch.queries.map((query) => query.text);
}

/** The products whose Japanese title or type holds a word, straight from the database. */
function productsHolding(word: string): string[] {
  return backends.context.db
    .all<{ handle: string }>(
      `SELECT DISTINCT p.handle FROM products p JOIN translations t
         ON t.resource_type = 'PRODUCT' AND t.resource_key = CAST(p.id AS TEXT) AND t.locale = 'ja'
       WHERE t.field IN ('title', 'product_type') AND instr(t.value, ?) > 0`,
      [word],
    )
    .map((row) => row.handle);
}

describe('Japanese search in the local Storefront', () => {
  it('finds the tote bag first for バッグ, inside the compound トートバッグ, and only what says バッグ', async () => {
    const found = await searched('バッグ');
    expect(found[0]?.handle).toBe('leather-tote-bag');
    expect(found.map((p) => p.handle)).toEqual(expect.arrayContaining(productsHolding('バッグ')));
    for (const product of found) {
      expect(`${product.title} ${product.productType} ${product.description}`, product.handle).toContain(
        'バッグ',
      );
    }
  });

  it('finds the fragrances for 香水, through the synonyms of the catalogue words', async () => {
    const found = await searched('香水');
    const perfumes = productsHolding('オードパルファム');
    expect(perfumes.length).toBeGreaterThan(0);
    expect(found.map((p) => p.handle)).toEqual(expect.arrayContaining(perfumes));
    // Named so in their type or title, they come before a text that only mentions fragrance.
    expect(new Set(found.slice(0, perfumes.length).map((p) => p.handle))).toEqual(new Set(perfumes));
  });

  it('suggests the catalogue words for ローズ, the exact prefix first, never ロース', async () => {
    const queries = await suggested('ローズ');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries[0]!.startsWith('ローズ')).toBe(true);
    expect(queries.some((text) => text.includes('ロース'))).toBe(false);
  });
});
