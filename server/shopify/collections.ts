import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import {
  collectionSortOf,
  defaultPageSize,
  limitQueryString,
  listingQuery,
  pageCountOf,
  parsePage,
  queryStringLimits,
  readListingState,
  type CollectionSort,
  type Facet,
  type ListingState,
} from '@/lib/listing';
import type { Locale } from '@/lib/markets';
import { cacheTags } from '../cache-tags';
import { localeInput, parseCachedInput, slugInput } from '../cached-input';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import {
  COLLECTION_CURSORS_QUERY,
  COLLECTION_FACETS_QUERY,
  COLLECTION_PAGE_QUERY,
} from './documents/collection';
import type { ProductFilter } from './generated/storefront.types';
import { collectionPageVariables, cursorChunk } from './listing-variables';

/** A bound on the walk (10 000 products), so a runaway collection cannot loop forever. */
const maxCursorChunks = 40;

/**
 * A listing's reads, parsed: the filters are GraphQL variables (never spliced into a query string),
 * bounded in number and size by spec §9's query-string limits.
 */
const sortInput = z.object({
  sortKey: z.enum(['COLLECTION_DEFAULT', 'PRICE', 'BEST_SELLING']),
  reverse: z.boolean(),
});
const filtersInput = z
  .array(z.record(z.string().max(64), z.unknown()))
  .max(queryStringLimits.arrayLength * 5)
  .refine((filters) => JSON.stringify(filters).length <= 8000);
const cursorInput = z.string().max(512).nullable();
const facetsInput = z.tuple([localeInput, slugInput]);
const pageInput = z.tuple([localeInput, slugInput, sortInput, filtersInput, cursorInput]);

function tagCollection(handle: string) {
  cacheLife('hours');
  cacheTag(cacheTags.collections, cacheTags.collection(handle), cacheTags.products);
}

/** The facets of the unfiltered collection (null: no such collection). */
async function getCollectionFacets(locale: Locale, handle: string): Promise<Facet[] | null> {
  'use cache';
  const input = parseCachedInput(facetsInput, [locale, handle]);
  if (!input) return null;
  tagCollection(input[1]);
  const { collection } = await storefrontRequest(COLLECTION_FACETS_QUERY, {
    variables: { handle: input[1], ...storefrontContext(input[0]) },
  });
  return collection ? (collection.products.filters as Facet[]) : null;
}

/**
 * One page of a sorted, filtered collection: the first (after null) or the one after a cursor.
 * The first page comes with the cursor of every product, in order, read in the same request (more
 * only past 250 products). Page N starts after the cursor of product 8(N-1), so a page number maps
 * to a cursor without walking the pages, and the length gives the page count.
 */
async function getCollectionPage(
  locale: Locale,
  handle: string,
  sort: CollectionSort,
  filters: ProductFilter[],
  after: string | null,
) {
  'use cache';
  const input = parseCachedInput(pageInput, [locale, handle, sort, filters, after]);
  if (!input) return null;
  tagCollection(input[1]);
  const variables = collectionPageVariables(
    input[0],
    input[1],
    input[2],
    input[3] as ProductFilter[],
    input[4],
  );
  const { collection } = await storefrontRequest(COLLECTION_PAGE_QUERY, { variables });
  if (!collection) return null;
  const { cursors: firstChunk, ...page } = collection;
  const cursors = firstChunk?.edges.map((edge) => edge.cursor) ?? [];
  let hasNextPage = firstChunk?.pageInfo.hasNextPage ?? false;
  const { sortKey, reverse, country, language } = variables;
  for (let chunk = 1; hasNextPage && chunk < maxCursorChunks; chunk++) {
    const { collection: next } = await storefrontRequest(COLLECTION_CURSORS_QUERY, {
      variables: {
        handle: variables.handle,
        sortKey,
        reverse,
        filters: variables.filters,
        country,
        language,
        first: cursorChunk,
        after: cursors.at(-1) ?? null,
      },
    });
    if (!next) break;
    cursors.push(...next.products.edges.map((edge) => edge.cursor));
    hasNextPage = next.products.pageInfo.hasNextPage;
  }
  return { ...page, cursors };
}

export interface CollectionListingData {
  title: string;
  /** The facets with counts for the current selection (disjunctive within a facet, as Shopify's). */
  facets: Facet[];
  products: NonNullable<Awaited<ReturnType<typeof getCollectionPage>>>['products']['nodes'];
  /** The state actually shown: what the URL asked for, less whatever is not offered. */
  state: ListingState;
  pageCount: number;
  total: number;
}

/** Shopify names every facet `filter.…`: a query without such a parameter selects no filter. */
function namesAFilter(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key.startsWith('filter.'));
}

/**
 * The listing state of a query string (spec §4, §9): cut to the limits of spec §9 and read against the
 * collection's offered facets, read only when the query names a filter (with the facets they
 * offer). Null when the query names a filter of a collection that does not exist.
 */
async function readCollectionState(
  locale: Locale,
  handle: string,
  query: Iterable<[string, string]>,
): Promise<{ state: ListingState; facets: Facet[] } | null> {
  const params = limitQueryString(query);
  const facets = namesAFilter(params) ? await getCollectionFacets(locale, handle) : [];
  return facets ? { state: readListingState(params, facets), facets } : null;
}

/**
 * The canonical query string of what a URL asks for (filters in the facets' order, defaults and
 * anything not offered dropped), so equivalent URLs share one cached listing. Null: no collection.
 */
export async function canonicalListingQuery(
  locale: Locale,
  handle: string,
  query: Iterable<[string, string]>,
): Promise<string | null> {
  const read = await readCollectionState(locale, handle, query);
  return read ? listingQuery(read.state, read.facets) : null;
}

/**
 * One page of a collection listing for a query string (spec §2.3, §4, §9). The query string is cut to
 * the limits of spec §9 and read against the offered facets; a page out of range shows page 1.
 * Null when the collection does not exist. A cold first page is one Storefront request (two when the
 * query names a filter and the collection's facets are not cached yet); a later page adds one.
 */
export async function getCollectionListing(
  locale: Locale,
  handle: string,
  query: Iterable<[string, string]>,
): Promise<CollectionListingData | null> {
  const read = await readCollectionState(locale, handle, query);
  if (!read) return null;
  const requested = read.state;
  const sort = collectionSortOf(requested.sort);
  const filters = requested.filters as ProductFilter[];
  const first = await getCollectionPage(locale, handle, sort, filters, null);
  if (!first) return null;
  const { cursors } = first;
  const pageCount = pageCountOf(cursors.length);
  const page = parsePage(String(requested.page), pageCount);
  const after = page > 1 ? cursors[(page - 1) * defaultPageSize - 1] : undefined;
  const collection = after ? await getCollectionPage(locale, handle, sort, filters, after) : first;
  if (!collection) return null;
  return {
    title: collection.title,
    facets: collection.products.filters as Facet[],
    products: collection.products.nodes,
    state: { ...requested, page },
    pageCount,
    total: cursors.length,
  };
}
