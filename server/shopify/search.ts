import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/markets';
import { predictiveLimit, searchResultsFirst } from '@/lib/search';
import { cacheTags } from '../cache-tags';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { PREDICTIVE_SEARCH_QUERY, SEARCH_PRODUCTS_QUERY } from './documents/search';
import type { ProductCardData } from './products';

/** Storefront `search` over products, best match first, unavailable ones last (Shopify's default). */
export async function searchProducts(locale: Locale, query: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const { search } = await storefrontRequest(SEARCH_PRODUCTS_QUERY, {
    variables: { query, first: searchResultsFirst, ...storefrontContext(locale) },
  });
  const products = search.nodes.filter((node): node is ProductCardData => 'handle' in node);
  return { total: search.totalCount, products };
}

/** Storefront `predictiveSearch`: query completions and products for the word being typed. */
export async function predictProducts(locale: Locale, query: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const { predictiveSearch } = await storefrontRequest(PREDICTIVE_SEARCH_QUERY, {
    variables: { query, limit: predictiveLimit, ...storefrontContext(locale) },
  });
  return { queries: predictiveSearch?.queries ?? [], products: predictiveSearch?.products ?? [] };
}
