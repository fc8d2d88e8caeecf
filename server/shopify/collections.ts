import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import {
  collectionSortOf,
  defaultPageSize,
  limitQueryString,
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
import type { ProductCollectionSortKeys, ProductFilter } from './generated/storefront.types';

/** Shopify's largest page: the cursor index is read 250 at a time. */
const cursorChunk = 250;
/** A bound on the walk (10 000 products), so a runaway collection cannot loop forever. */
const maxCursorChunks = 40;

/** lib/listing names the sort keys as strings; codegen types them as the schema's enum. */
function sortVariables({ sortKey, reverse }: CollectionSort) {
  return { sortKey: sortKey as ProductCollectionSortKeys, reverse };
}

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
const cursorsInput = z.tuple([localeInput, slugInput, sortInput, filtersInput]);
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
 * The cursor of every product of a sorted, filtered collection, in order. Page N starts after the
 * cursor of product 8(N-1), so a page number maps to a cursor without walking the pages, and the
 * length gives the page count. Read in chunks of 250 cursors (a few bytes each), cached.
 */
async function getCollectionCursors(
  locale: Locale,
  handle: string,
  sort: CollectionSort,
  filters: ProductFilter[],
): Promise<string[]> {
  'use cache';
  const input = parseCachedInput(cursorsInput, [locale, handle, sort, filters]);
  if (!input) return [];
  tagCollection(input[1]);
  const cursors: string[] = [];
  for (let chunk = 0; chunk < maxCursorChunks; chunk++) {
    const { collection } = await storefrontRequest(COLLECTION_CURSORS_QUERY, {
      variables: {
        handle: input[1],
        first: cursorChunk,
        after: cursors.at(-1) ?? null,
        ...sortVariables(input[2]),
        filters: input[3] as ProductFilter[],
        ...storefrontContext(input[0]),
      },
    });
    if (!collection) break;
    cursors.push(...collection.products.edges.map((edge) => edge.cursor));
    if (!collection.products.pageInfo.hasNextPage) break;
  }
  return cursors;
}

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
  const { collection } = await storefrontRequest(COLLECTION_PAGE_QUERY, {
    variables: {
      handle: input[1],
      first: defaultPageSize,
      after: input[4],
      ...sortVariables(input[2]),
      filters: input[3] as ProductFilter[],
      ...storefrontContext(input[0]),
    },
  });
  return collection ?? null;
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

/**
 * One page of a collection listing for a query string (spec §2.3, §4, §9). The query string is cut to
 * the limits of spec §9 and read against the offered facets; a page out of range shows page 1.
 * Null when the collection does not exist.
 */
export async function getCollectionListing(
  locale: Locale,
  handle: string,
  query: Iterable<[string, string]>,
): Promise<CollectionListingData | null> {
  const baseFacets = await getCollectionFacets(locale, handle);
  if (!baseFacets) return null;
  const requested = readListingState(limitQueryString(query), baseFacets);
  const sort = collectionSortOf(requested.sort);
  const filters = requested.filters as ProductFilter[];
  const cursors = await getCollectionCursors(locale, handle, sort, filters);
  const pageCount = pageCountOf(cursors.length);
  const page = parsePage(String(requested.page), pageCount);
  const after = page > 1 ? (cursors[(page - 1) * defaultPageSize - 1] ?? null) : null;
  const collection = await getCollectionPage(locale, handle, sort, filters, after);
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
