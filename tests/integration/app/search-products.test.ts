import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { predictSearch } from '@/server/actions/search';
import { rateLimits } from '@/server/rate-limit';
import { searchArticles } from '@/server/prismic/search';
import { searchProducts, suggestedQuery } from '@/server/shopify/search';

/** The client address the shop's front sets (lib/request-screen.ts); each test may play its own. */
let clientAddress = '203.0.113.1';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': clientAddress }),
}));

let backends: RunningBackends;

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

describe('search through the app data layer (spec §2.1 /search?q=)', () => {
  it('finds products by translated title, priced in the market currency', async () => {
    const { products, total } = await searchProducts('fr-fr', 'robe');
    expect(total).toBeGreaterThan(0);
    expect(products.length).toBe(Math.min(total, 24));
    expect(products[0]?.title.toLowerCase()).toContain('robe');
    expect(products[0]?.priceRange.minVariantPrice.currencyCode).toBe('EUR');
  });

  it('finds nothing for a word no product has', async () => {
    expect(await searchProducts('fr-fr', 'zzzyxw')).toEqual({ total: 0, products: [] });
  });

  it('offers the query the catalogue suggests for a misspelt one, and none for nonsense', async () => {
    expect(await suggestedQuery('en-uk', 'cashmier')).toBe('cashmere');
    expect(await suggestedQuery('fr-fr', 'silc dress')).toBe('silk dress');
    expect(await suggestedQuery('fr-fr', 'zzzyxw')).toBeNull();
  });

  it('finds articles by their text in the locale language (Prismic fulltext on article_page)', async () => {
    const articles = await searchArticles('fr-fr', 'soie');
    expect(articles.map((a) => a.title)).toContain('Comment entretenir la soie');
    expect(articles.every((a) => a.url.startsWith('/fr-fr/articles/'))).toBe(true);
    expect(await searchArticles('fr-fr', 'zzzyxw')).toEqual([]);
  });
});

describe('predictive search action', () => {
  it('completes the word being typed with suggested queries and products, linked in the locale', async () => {
    const predictions = (await predictSearch('fr-fr', 'ro')) ?? [];
    const products = predictions.filter((p) => p.kind === 'product');
    const queries = predictions.filter((p) => p.kind === 'query');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(5);
    expect(products.every((p) => /^\/fr-fr\/(fashion\/product|fragrance\/product|sets)\//.test(p.href))).toBe(
      true,
    );
    expect(queries.every((q) => q.href.startsWith('/fr-fr/search?q='))).toBe(true);
  });

  it('answers nothing, without throwing, to bad input', async () => {
    expect(await predictSearch('xx-xx', 'robe')).toEqual([]);
    expect(await predictSearch('fr-fr', '   ')).toEqual([]);
    expect(await predictSearch('fr-fr', { $gt: '' })).toEqual([]);
    expect(await predictSearch('fr-fr', 'x'.repeat(5000))).toEqual([]);
  });

  it(`refuses a client past ${rateLimits.predictiveSearch.points} calls a minute (null, not "no result"), and only it`, async () => {
    clientAddress = '203.0.113.99';
    for (let call = 0; call < rateLimits.predictiveSearch.points; call++) await predictSearch('fr-fr', 'ro');
    expect(await predictSearch('fr-fr', 'ro')).toBeNull();
    clientAddress = '203.0.113.100';
    expect((await predictSearch('fr-fr', 'ro'))?.length).toBeGreaterThan(0);
  });
});
