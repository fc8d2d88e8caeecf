import type { StorefrontContext } from '../context';
import { allCollections } from './collections';
import { badRequest } from './errors';
import { loadFacts, type ProductFacts } from './facts';
import { productListing, type ListingArgs } from './listing';
import { publishedProducts } from './products';
import { querySuggestions } from './query-suggestions';
import { fullSearchFields, predictiveSearchFields, relevance, type SearchableField } from './search';
import { collectionCopy } from './translations';
import { wordMatches, wordsOf } from './text-match';

type Unavailable = 'SHOW' | 'HIDE' | 'LAST' | null | undefined;

interface SearchArgs extends ListingArgs {
  query: string;
  productFilters?: ListingArgs['filters'];
  types?: string[] | null;
  prefix?: 'LAST' | 'NONE' | null;
  unavailableProducts?: Unavailable;
}

interface PredictiveArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  searchableFields?: SearchableField[] | null;
  types?: string[] | null;
  unavailableProducts?: Unavailable;
}

const isAvailable = (f: ProductFacts) => f.variants.some((v) => v.available);

/** Matching products, best first, with their scores. */
function rankedProducts(
  ctx: StorefrontContext,
  query: string,
  fields: readonly SearchableField[],
  prefixLast: boolean,
) {
  const facts = loadFacts(ctx, publishedProducts(ctx.db));
  const scores = new Map<number, number>();
  for (const f of facts) {
    const score = relevance(ctx, f, query, { fields, prefixLast, forgiving: true });
    if (score > 0) scores.set(f.product.id, score);
  }
  const matches = facts.filter((f) => scores.has(f.product.id));
  return { matches, scores, facts };
}

function applyUnavailable(products: ProductFacts[], mode: Unavailable): ProductFacts[] {
  if (mode === 'HIDE') return products.filter(isAvailable);
  if (mode === 'LAST') return [...products.filter(isAvailable), ...products.filter((p) => !isAvailable(p))];
  return products;
}

/**
 * `search`: products only; the shop has no articles or pages in the Storefront API. Whole words match
 * unless `prefix: LAST`; unavailable products come last unless told otherwise, Shopify's default.
 */
export function search(_: unknown, args: SearchArgs, ctx: StorefrontContext) {
  const wantsProducts = !args.types || args.types.includes('PRODUCT');
  const { matches, scores } = wantsProducts
    ? rankedProducts(ctx, args.query, fullSearchFields, args.prefix === 'LAST')
    : { matches: [], scores: new Map<number, number>() };
  const base = (args.unavailableProducts === 'HIDE' ? matches.filter(isAvailable) : matches).map(
    (f) => f.product,
  );
  const listing = productListing(
    ctx,
    base,
    { ...args, filters: args.productFilters },
    {
      defaultSort: 'RELEVANCE',
      relevance: scores,
      arrange: (products) => applyUnavailable(products, args.unavailableProducts ?? 'LAST'),
    },
  );
  return { ...listing, productFilters: listing.filters };
}

/** `predictiveSearch`: completions of the word being typed, over products, collections and queries. */
export function predictiveSearch(_: unknown, args: PredictiveArgs, ctx: StorefrontContext) {
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > 10) throw badRequest('limit must be between 1 and 10');
  const types = args.types ?? ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'];
  const fields = args.searchableFields ?? predictiveSearchFields;
  const { matches, scores, facts } = rankedProducts(ctx, args.query, fields, true);
  const products = applyUnavailable(
    [...matches].sort((a, b) => scores.get(b.product.id)! - scores.get(a.product.id)!),
    args.unavailableProducts ?? 'LAST',
  );
  const results = {
    products: types.includes('PRODUCT') ? products.map((f) => f.product) : [],
    collections: types.includes('COLLECTION') ? matchingCollections(ctx, args.query) : [],
    queries: types.includes('QUERY') ? querySuggestions(ctx, args.query, facts, fields) : [],
    // The shop's articles and pages live in Prismic, not in the Storefront API.
    articles: [],
    pages: [],
  };
  return args.limitScope === 'EACH' ? capEach(results, limit) : capAll(results, limit);
}

function matchingCollections(ctx: StorefrontContext, query: string) {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return [];
  return allCollections(ctx.db).filter((collection) => {
    const titleWords = [collection.title, collectionCopy(ctx.db, collection, ctx.language).title].flatMap(
      wordsOf,
    );
    return queryWords.every((word, i) =>
      titleWords.some((candidate) => wordMatches(candidate, word, i === queryWords.length - 1)),
    );
  });
}

type Results = {
  products: unknown[];
  collections: unknown[];
  queries: unknown[];
  articles: never[];
  pages: never[];
};

function capEach(results: Results, limit: number): Results {
  return {
    ...results,
    products: results.products.slice(0, limit),
    collections: results.collections.slice(0, limit),
    queries: results.queries.slice(0, limit),
  };
}

/** limitScope ALL: `limit` results in total, shared out in turn between the kinds that have some. */
function capAll(results: Results, limit: number): Results {
  const kinds = ['queries', 'products', 'collections'] as const;
  const taken = { queries: 0, products: 0, collections: 0 };
  let total = 0;
  let progress = true;
  while (total < limit && progress) {
    progress = false;
    for (const kind of kinds) {
      if (total < limit && taken[kind] < results[kind].length) {
        taken[kind]++;
        total++;
        progress = true;
      }
    }
  }
  return {
    ...results,
    queries: results.queries.slice(0, taken.queries),
    products: results.products.slice(0, taken.products),
    collections: results.collections.slice(0, taken.collections),
  };
}
