/** Listing rules of spec §4 (sort state, filters, page) and §9 (sort options, page size, query-string limits). */

export const sortOptions = ['default', 'price_asc', 'price_desc', 'best_selling'] as const;
export type SortOption = (typeof sortOptions)[number];

/** The URL query parameter holding the sort; absent means default. */
export const sortParam = 'sort-by';
export const defaultPageSize = 8;

export interface CollectionSort {
  sortKey: 'COLLECTION_DEFAULT' | 'PRICE' | 'BEST_SELLING';
  reverse: boolean;
}

const collectionSorts: Record<SortOption, CollectionSort> = {
  default: { sortKey: 'COLLECTION_DEFAULT', reverse: false },
  price_asc: { sortKey: 'PRICE', reverse: false },
  price_desc: { sortKey: 'PRICE', reverse: true },
  best_selling: { sortKey: 'BEST_SELLING', reverse: false },
};

/** Spec: null means default, so 'default' and anything unknown read as null. */
export function parseSortBy(value: string | null | undefined): Exclude<SortOption, 'default'> | null {
  if (!value || value === 'default' || !(sortOptions as readonly string[]).includes(value)) return null;
  return value as Exclude<SortOption, 'default'>;
}

/** Storefront ProductCollectionSortKeys for a sort (null: the collection's own order). */
export function collectionSortOf(option: SortOption | null): CollectionSort {
  return collectionSorts[option ?? 'default'];
}

/** A 1-based page number; anything invalid or beyond the last page is page 1. */
export function parsePage(value: string | null | undefined, pageCount = Number.POSITIVE_INFINITY): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= pageCount && Number.isSafeInteger(page) ? page : 1;
}

export const queryStringLimits = { parameters: 1000, depth: 5, arrayLength: 20 } as const;

/** How deep a key nests: 'a' is 0, 'filter[color]' 1, 'a[b][c]' 2. */
function keyDepth(key: string): number {
  return key.match(/\[[^\]]*\]/g)?.length ?? 0;
}

/**
 * Spec §9 query-string limits, applied to the flat pairs of a URL: the first 1000 pairs are read,
 * keys nested deeper than 5 levels are dropped, and a key keeps at most 20 values.
 */
export function limitQueryString(input: Iterable<[string, string]>): URLSearchParams {
  const output = new URLSearchParams();
  const valuesPerKey = new Map<string, number>();
  let read = 0;
  for (const [key, value] of input) {
    if (++read > queryStringLimits.parameters) break;
    if (keyDepth(key) > queryStringLimits.depth) continue;
    const count = valuesPerKey.get(key) ?? 0;
    if (count >= queryStringLimits.arrayLength) continue;
    valuesPerKey.set(key, count + 1);
    output.append(key, value);
  }
  return output;
}
