import { slugFormat } from './handles';
import { isLocale, type Locale } from './markets';
import {
  limitQueryString,
  listingQuery,
  pageParam,
  parsePage,
  parseSortBy,
  readListingState,
  sortParam,
  type Facet,
} from './listing';
import { normaliseQuery, searchParam } from './search';

/**
 * Listing and search pages are served from the page cache like any static page (docs/adr/0013): the
 * proxy rewrites a public URL (`/fr-fr/fashion/dresses?sort-by=price_asc`) to an internal route whose
 * last segment is the URL's state, written one way only, so equivalent URLs share one cached page.
 * The shopper's address bar keeps the public URL.
 */
const listingRoutesSegment = 'listings';

export type CategorySection = 'fashion' | 'fragrance';
const sections: readonly string[] = ['fashion', 'fragrance'] satisfies CategorySection[];

/** The segment of a root category (/fashion), which has no uid: a uid never starts with `_` (slugFormat). */
const rootCategory = '_';
/** The segment of a state with nothing in it (the listing as first shown, or an empty search). */
export const emptyState = '~';
/** The categories whose pages the build prerenders; the others render on their first request. */
export const prerenderedCategories = [
  { section: 'fashion', category: rootCategory },
  { section: 'fashion', category: 'dresses' },
  { section: 'fragrance', category: rootCategory },
  { section: 'fragrance', category: 'for-her' },
];

/** Pairs past this length are left out: no link of the shop comes near it. */
const maxStateLength = 2000;

/** Price bounds are read from their first value (lib/listing.ts), so only that one is kept. */
const singleValued = (key: string) => key === sortParam || key === pageParam || /\.(gte|lte)$/.test(key);

/**
 * The state of a listing URL in its one written form: only the parameters a listing reads (filters,
 * sort, page), defaults and empty values dropped, repeated values once, pairs sorted. Which filter
 * values the collection offers is checked by `listingRoutes` when the proxy knows the collection's
 * facets, and always again when the page renders (lib/listing.ts readListingState).
 */
export function categoryStateQuery(params: Iterable<[string, string]>): string {
  const pairs = new Map<string, [string, string]>();
  const seen = new Set<string>();
  for (const [key, value] of limitQueryString(params)) {
    if (singleValued(key)) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    const kept = keptValue(key, value);
    if (kept !== null) pairs.set(`${key}\u0000${kept}`, [key, kept]);
  }
  const sorted = [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams();
  let length = 0;
  for (const [, [key, value]] of sorted) {
    length += key.length + value.length + 2;
    if (length > maxStateLength) break;
    query.append(key, value);
  }
  return query.toString();
}

function keptValue(key: string, value: string): string | null {
  if (key === sortParam) return parseSortBy(value);
  if (key === pageParam) return parsePage(value) > 1 ? String(parsePage(value)) : null;
  return key.startsWith('filter.') && value ? value : null;
}

/** The one written form of a search URL's state: its normalised `q` (lib/search.ts). */
function searchStateQuery(params: URLSearchParams): string {
  return normaliseQuery(params.getAll(searchParam));
}

function encodeState(state: string): string {
  return state ? Buffer.from(state).toString('base64url') : emptyState;
}

function decodeState(segment: string): string | null {
  if (segment === emptyState) return '';
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(segment)) return null;
  return Buffer.from(segment, 'base64url').toString();
}

/**
 * The listing state a route segment holds, or null when the segment is not the one written form of a
 * state, so no other spelling can fill the cache with copies of a page.
 */
export function readCategoryState(segment: string): URLSearchParams | null {
  const state = decodeState(segment);
  return state !== null && categoryStateQuery(new URLSearchParams(state)) === state
    ? new URLSearchParams(state)
    : null;
}

/** The search a route segment holds, or null when it is not a normalised search. */
export function readSearchState(segment: string): string | null {
  const state = decodeState(segment);
  return state !== null && normaliseQuery(state) === state ? state : null;
}

/** The section and uid of a category route's segments, or null when they name none. */
export function categoryOfSegments(
  section: string,
  category: string,
): { section: CategorySection; uid?: string } | null {
  if (!sections.includes(section)) return null;
  return category === rootCategory
    ? { section: section as CategorySection }
    : { section: section as CategorySection, uid: category };
}

const publicListing = /^\/([^/]+)\/(?:(fashion|fragrance)(?:\/([^/]+))?|(search))$/;

/** The internal routes that can serve one public listing or search URL. */
export interface ListingRoutes {
  /** The state's own page, rendered once and then read from the page cache (docs/adr/0013). */
  page: string;
  /**
   * The category's or the search page's prerendered shell with the state's listing or results
   * streamed into it, for a state the page cache does not hold yet (docs/adr/0019); its query is the
   * state. Null for the pages the build prerenders (a search without words among them) and for a uid
   * not written as a slug.
   */
  streamed: string | null;
  /**
   * The query of the same state without the filters its collection does not offer, when the URL named
   * any (else null): a reader of such a URL is sent there, a redirect being far cheaper than even a
   * cached page, so a flood of made-up filter values renders nothing.
   */
  offeredOnly: string | null;
}

/** A category whose listing a URL asks for: its locale, section and uid (none for a root category). */
export interface ListingCategory {
  locale: Locale;
  section: CategorySection;
  uid?: string;
}

/**
 * The facets a category's collection offers, when the caller knows them without waiting (the proxy's
 * lookup, server/shopify/offered-facets.ts); undefined leaves the check to the page's render.
 */
type OfferedFacets = (category: ListingCategory) => readonly Facet[] | undefined;

/**
 * The query with its filters read against the facets the collection offers, by the page's own rule
 * (lib/listing.ts readListingState): a filter key or value the collection does not offer, an amount
 * that is not one, a price range upside down are left out, so they name no state of their own.
 */
function offeredQuery(params: URLSearchParams, facets: readonly Facet[]): URLSearchParams {
  const state = readListingState(limitQueryString(params), facets);
  return new URLSearchParams(listingQuery(state, facets));
}

/** Shopify names every facet `filter.…`: a query without such a parameter selects no filter. */
function namesAFilter(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key.startsWith('filter.'));
}

/**
 * The internal routes serving a public listing or search URL, or null for any other path. A product
 * page (/fashion/product/{uid}) has one more segment, so it never matches; `~` names no category.
 * With `offeredFacets`, a category state keeps only the filters its collection offers: an unknown
 * key or value is the state without it, the same page, never a render of its own (docs/adr/0019).
 */
export function listingRoutes(
  pathname: string,
  params: URLSearchParams,
  offeredFacets?: OfferedFacets,
): ListingRoutes | null {
  const match = publicListing.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  const locale: Locale = match[1];
  const [, , section, uid, search] = match;
  if (uid === rootCategory) return null;
  const base = `/${locale}/${listingRoutesSegment}`;
  if (search) {
    const query = searchStateQuery(params);
    return {
      page: `${base}/search/${encodeState(query)}`,
      // The search page without words is prerendered: only a search has a shell to stream into.
      streamed: query ? `${base}/search?${new URLSearchParams({ [searchParam]: query })}` : null,
      offeredOnly: null,
    };
  }
  const segment = uid === undefined ? rootCategory : uid;
  const category = `${base}/${section}/${segment}`;
  const facets = namesAFilter(params)
    ? offeredFacets?.({ locale, section: section as CategorySection, ...(uid !== undefined && { uid }) })
    : undefined;
  const state = categoryStateQuery(facets ? offeredQuery(params, facets) : params);
  const built =
    !state && prerenderedCategories.some((one) => one.section === section && one.category === segment);
  // A uid as the shop writes it (no percent-encoding): any other spelling is read the old way.
  const streamable = !built && (uid === undefined || slugFormat.test(uid));
  const streamed = !streamable ? null : state ? `${category}?${state}` : category;
  const offeredOnly = facets && state !== categoryStateQuery(params) ? state : null;
  return { page: `${category}/${encodeState(state)}`, streamed, offeredOnly };
}

/** The listing state of the streamed route's query (Next's `searchParams`), in its one written form. */
export function categoryStateOfSearchParams(
  searchParams: Record<string, string | string[] | undefined>,
): URLSearchParams {
  const pairs = Object.entries(searchParams).flatMap(([key, value]) =>
    [value ?? []].flat().map((one): [string, string] => [key, one]),
  );
  return new URLSearchParams(categoryStateQuery(pairs));
}

/** The search of the streamed route's query (Next's `searchParams`), in its one written form. */
export function searchStateOfSearchParams(
  searchParams: Record<string, string | string[] | undefined>,
): string {
  return normaliseQuery(searchParams[searchParam]);
}

/** Whether a path asks for the internal routes themselves, which only the proxy may reach. */
export function isListingRoutePath(pathname: string): boolean {
  const [, first, second] = pathname.split('/');
  return first === listingRoutesSegment || (isLocale(first) && second === listingRoutesSegment);
}

/** What an internal listing page path names: a category and its state, or a search (null: neither). */
type ListingPageTarget =
  | { kind: 'category'; category: ListingCategory; state: URLSearchParams }
  | { kind: 'search'; locale: Locale; query: string };

/** The category state or search an internal page path (`ListingRoutes.page`) names. */
export function listingPageTarget(page: string): ListingPageTarget | null {
  const [, locale, segment, section, category, state, ...rest] = page.split('/');
  if (!isLocale(locale) || segment !== listingRoutesSegment || rest.length > 0) return null;
  if (section === 'search' && state === undefined) {
    const query = category === undefined ? null : readSearchState(category);
    return query === null ? null : { kind: 'search', locale, query };
  }
  const target = categoryOfSegments(section ?? '', category ?? '');
  const query = state === undefined ? null : readCategoryState(state);
  return target && query ? { kind: 'category', category: { locale, ...target }, state: query } : null;
}
