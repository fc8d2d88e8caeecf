import 'server-only';
import { defaultPageSize, type CollectionSort } from '@/lib/listing';
import type { Locale } from '@/lib/markets';
import { searchResultsFirst } from '@/lib/search';
import { storefrontContext } from './context';
import type { ProductCollectionSortKeys, ProductFilter } from './generated/storefront.types';

/** Shopify's largest page: the cursor index is read 250 at a time. */
export const cursorChunk = 250;

/**
 * The variables of one page of a sorted, filtered collection (COLLECTION_PAGE_QUERY), written once for
 * the page's cached read and the proxy's read ahead (server/shopify/reads-ahead.ts), which must ask
 * the very same read. The first page (after null) brings every product's cursor.
 */
export function collectionPageVariables(
  locale: Locale,
  handle: string,
  { sortKey, reverse }: CollectionSort,
  filters: ProductFilter[],
  after: string | null,
) {
  return {
    handle,
    // lib/listing names the sort keys as strings; codegen types them as the schema's enum.
    sortKey: sortKey as ProductCollectionSortKeys,
    reverse,
    filters,
    ...storefrontContext(locale),
    first: defaultPageSize,
    after,
    withCursors: after === null,
    cursorChunk,
  };
}

/** The variables of a products search (SEARCH_PRODUCTS_QUERY), for the page and its read ahead. */
export function searchProductsVariables(locale: Locale, query: string) {
  return { query, first: searchResultsFirst, ...storefrontContext(locale) };
}
