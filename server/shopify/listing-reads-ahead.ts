import 'server-only';
import { collectionSortOf, readListingState } from '@/lib/listing';
import { listingPageTarget } from '@/lib/listing-routes';
import { searchInput } from '../cached-input';
import { readAhead } from './client';
import { COLLECTION_PAGE_QUERY } from './documents/collection';
import { SEARCH_PRODUCTS_QUERY } from './documents/search';
import type { ProductFilter } from './generated/storefront.types';
import { collectionPageVariables, searchProductsVariables } from './listing-variables';
import { offeredCollection } from './offered-facets';

/**
 * The proxy's part of a never-seen listing or search state (docs/adr/0039):
 * the Storefront read its render will make, started when the request arrives, so the backend's wait
 * runs beside the render of the page around it instead of after it. `page` is the state's internal
 * page path (lib/listing-routes.ts). A category whose collection the proxy does not know yet is left
 * to the render, as is a search with no words.
 */
export function readListingStateAhead(page: string): void {
  const target = listingPageTarget(page);
  if (target?.kind === 'search') {
    // The words as the render parses them (server/shopify/search.ts): words it refuses, or reads in
    // another spelling, would be a Storefront read nobody takes.
    const words = searchInput.safeParse(target.query);
    if (words.success)
      readAhead(SEARCH_PRODUCTS_QUERY, { variables: searchProductsVariables(target.locale, words.data) });
    return;
  }
  const collection = target && offeredCollection(target.category);
  if (!target || !collection) return;
  // Read against the offered facets as the page reads them (server/shopify/collections.ts). A later
  // page is read after the first, which its state's reader has most likely read already (cached): a
  // read ahead of the first would be sent for nothing.
  const state = readListingState(target.state, collection.facets);
  if (state.page > 1) return;
  readAhead(COLLECTION_PAGE_QUERY, {
    variables: collectionPageVariables(
      target.category.locale,
      collection.handle,
      collectionSortOf(state.sort),
      state.filters as ProductFilter[],
      null,
    ),
  });
}
