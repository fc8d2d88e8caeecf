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

/** The URL query parameter holding the 1-based page number. */
export const pageParam = 'page';

/** spec §9: page size 8, so page N shows items 8(N-1)+1 to 8N; an empty listing still has page 1. */
export function pageCountOf(total: number, pageSize = defaultPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A facet of a product connection's `filters` (spec §3 Filter), as the Storefront API returns it. */
export interface Facet {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  values: { id: string; label: string; count: number; input: string; swatch?: { color?: unknown } | null }[];
}

/** A Storefront ProductFilter (one key per object), parsed from a facet value's `input`. */
type ProductFilterInput = Record<string, unknown>;

/**
 * The URL of a facet value follows Shopify's own storefront format: the facet id is the parameter and
 * the end of the value id its value (`filter.v.option.color=black`); a price range is read from
 * `filter.v.price.gte` and `filter.v.price.lte`.
 */
export function facetValueKey(facet: Pick<Facet, 'id'>, valueId: string): string {
  return valueId.startsWith(`${facet.id}.`) ? valueId.slice(facet.id.length + 1) : valueId;
}

export function priceParams(facet: Pick<Facet, 'id'>) {
  return { min: `${facet.id}.gte`, max: `${facet.id}.lte` };
}

interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface ListingState {
  sort: Exclude<SortOption, 'default'> | null;
  /** The page asked for, not yet checked against the page count. */
  page: number;
  /** Offered values chosen, by facet parameter, in the facets' order. */
  selected: Record<string, string[]>;
  price: PriceRange | null;
  /** The ProductFilter inputs of the selection, in a stable order (one cache entry per selection). */
  filters: ProductFilterInput[];
}

const amountPattern = /^\d{1,9}(\.\d{1,2})?$/;

function readAmount(value: string | null): number | null {
  return value !== null && amountPattern.test(value) ? Number(value) : null;
}

function parseInput(input: string): ProductFilterInput | null {
  try {
    const parsed: unknown = JSON.parse(input);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ProductFilterInput)
      : null;
  } catch {
    return null;
  }
}

/**
 * The listing state of a query string (already cut to the limits of spec §9), against the facets the
 * collection offers. Anything not offered (unknown parameter, value, sort; bad page; a price range
 * upside down) is ignored, so a bad link still shows the listing.
 */
export function readListingState(params: URLSearchParams, facets: readonly Facet[]): ListingState {
  const selected: Record<string, string[]> = {};
  const filters: ProductFilterInput[] = [];
  let price: PriceRange | null = null;
  for (const facet of facets) {
    if (facet.type === 'PRICE_RANGE') {
      const names = priceParams(facet);
      const min = readAmount(params.get(names.min));
      const max = readAmount(params.get(names.max));
      if ((min === null && max === null) || (min !== null && max !== null && min > max)) continue;
      price = { min, max };
      filters.push({ price: { ...(min !== null && { min }), ...(max !== null && { max }) } });
      continue;
    }
    const wanted = new Set(params.getAll(facet.id));
    const chosen = facet.values.filter((value) => wanted.has(facetValueKey(facet, value.id)));
    const inputs = chosen
      .map((value) => [value, parseInput(value.input)] as const)
      .filter(([, input]) => input);
    if (inputs.length === 0) continue;
    selected[facet.id] = inputs.map(([value]) => facetValueKey(facet, value.id));
    filters.push(...inputs.map(([, input]) => input as ProductFilterInput));
  }
  return {
    sort: parseSortBy(params.get(sortParam)),
    page: parsePage(params.get(pageParam)),
    selected,
    price,
    filters,
  };
}

/**
 * The canonical query string of a listing state: filters in the facets' order, then sort, then page
 * (page 1 and the default sort are left out). Links of the pagination and of "clear" use it.
 */
export function listingQuery(
  state: Pick<ListingState, 'selected' | 'price' | 'sort' | 'page'>,
  facets: readonly Facet[],
): string {
  const query = new URLSearchParams();
  for (const facet of facets) {
    if (facet.type === 'PRICE_RANGE') {
      const names = priceParams(facet);
      if (state.price?.min != null) query.set(names.min, String(state.price.min));
      if (state.price?.max != null) query.set(names.max, String(state.price.max));
      continue;
    }
    for (const value of state.selected[facet.id] ?? []) query.append(facet.id, value);
  }
  if (state.sort) query.set(sortParam, state.sort);
  if (state.page > 1) query.set(pageParam, String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The page numbers a pagination shows: the first, the last and two either side of the current one,
 * with null for each gap ("…"), so a long listing does not print a hundred links.
 */
export function paginationItems(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number],
  );
}

/** A list facet with a single value filters nothing, so it is left out unless that value is applied. */
export function isUsefulFacet(facet: Facet, state: Pick<ListingState, 'selected'>): boolean {
  if (facet.type === 'PRICE_RANGE') return facet.values.length > 0;
  return facet.values.length > 1 || (state.selected[facet.id]?.length ?? 0) > 0;
}

/** One applied filter as the listing bar shows it: a facet value, or the price range (one chip). */
export type ActiveFilter =
  | {
      type: 'value';
      facetId: string;
      key: string;
      label: string;
      without: Pick<ListingState, 'selected' | 'price'>;
    }
  | {
      type: 'price';
      min: number | null;
      max: number | null;
      without: Pick<ListingState, 'selected' | 'price'>;
    };

/**
 * The filters a state applies, in the facets' order, each with the selection left once it is removed
 * so the active filters stay visible and removable with the filter panel closed.
 */
export function activeFilters(
  state: Pick<ListingState, 'selected' | 'price'>,
  facets: readonly Facet[],
): ActiveFilter[] {
  return facets.flatMap((facet): ActiveFilter[] => {
    if (facet.type === 'PRICE_RANGE')
      return state.price
        ? [{ type: 'price', ...state.price, without: { selected: state.selected, price: null } }]
        : [];
    return (state.selected[facet.id] ?? []).flatMap((key): ActiveFilter[] => {
      const value = facet.values.find((candidate) => facetValueKey(facet, candidate.id) === key);
      if (!value) return [];
      const selected = Object.fromEntries(
        Object.entries(state.selected).flatMap(([id, keys]) => {
          const left = id === facet.id ? keys.filter((other) => other !== key) : keys;
          return left.length > 0 ? [[id, left]] : [];
        }),
      );
      return [
        {
          type: 'value',
          facetId: facet.id,
          key,
          label: value.label,
          without: { selected, price: state.price },
        },
      ];
    });
  });
}
