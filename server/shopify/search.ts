import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/markets';
import { normaliseQuery, predictiveLimit } from '@/lib/search';
import { z } from 'zod';
import { cacheTags } from '../cache-tags';
import { localeInput, parseCachedInput, searchInput } from '../cached-input';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { searchProductsVariables } from './listing-variables';
import { PREDICTIVE_SEARCH_QUERY, SEARCH_PRODUCTS_QUERY } from './documents/search';
import type { ProductCardData } from './products';

const searchQuery = z.tuple([localeInput, searchInput]);

/** Storefront `search` over products, best match first, unavailable ones last (Shopify's default). */
export async function searchProducts(locale: Locale, query: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const input = parseCachedInput(searchQuery, [locale, query]);
  if (!input) return { total: 0, products: [] };
  const { search } = await storefrontRequest(SEARCH_PRODUCTS_QUERY, {
    variables: searchProductsVariables(input[0], input[1]),
  });
  const products = search.nodes.filter((node): node is ProductCardData => 'handle' in node);
  return { total: search.totalCount, products };
}

/** Storefront `predictiveSearch`: query completions and products for the word being typed. */
export async function predictProducts(locale: Locale, query: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const input = parseCachedInput(searchQuery, [locale, query]);
  if (!input) return { queries: [], products: [] };
  const { predictiveSearch } = await storefrontRequest(PREDICTIVE_SEARCH_QUERY, {
    variables: { query: input[1], limit: predictiveLimit, ...storefrontContext(input[0]) },
  });
  return { queries: predictiveSearch?.queries ?? [], products: predictiveSearch?.products ?? [] };
}

/**
 * The query the Storefront offers instead of one that found nothing ("did you mean"): its first
 * suggested query that is not the query itself. None when it has none or cannot be asked.
 */
export async function suggestedQuery(locale: Locale, query: string): Promise<string | null> {
  try {
    const { queries } = await predictProducts(locale, query);
    const asked = normaliseQuery(query).toLocaleLowerCase();
    return (
      queries.map((q) => q.text).find((text) => normaliseQuery(text).toLocaleLowerCase() !== asked) ?? null
    );
  } catch (error) {
    console.error('[search] no suggested query', error);
    return null;
  }
}
