import type { ProductFacts } from './facts';

/** ProductSortKeys, ProductCollectionSortKeys and SearchSortKeys together. */
export type ProductSortKey =
  | 'TITLE'
  | 'PRICE'
  | 'BEST_SELLING'
  | 'CREATED_AT'
  | 'CREATED'
  | 'UPDATED_AT'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'RELEVANCE'
  | 'ID'
  | 'COLLECTION_DEFAULT'
  | 'MANUAL';

export interface SortContext {
  /** The title shown in the request language, so TITLE sorts what the shopper reads. */
  titleOf: (product: ProductFacts) => string;
  /** Search scores, higher first; without them RELEVANCE keeps the incoming order. */
  relevance?: ReadonlyMap<number, number>;
}

type Compare = (a: ProductFacts, b: ProductFacts) => number;

/**
 * Sorts products already in their natural order (collection position, or id). Ties keep that order,
 * and `reverse` flips the whole result, as Shopify's does.
 */
export function sortProducts(
  products: readonly ProductFacts[],
  sortKey: ProductSortKey,
  reverse: boolean,
  context: SortContext,
): ProductFacts[] {
  const compare = comparator(sortKey, context);
  const sorted = compare ? [...products].sort(compare) : [...products];
  return reverse ? sorted.reverse() : sorted;
}

function comparator(sortKey: ProductSortKey, context: SortContext): Compare | null {
  const text =
    (of: (p: ProductFacts) => string): Compare =>
    (a, b) =>
      of(a).localeCompare(of(b));
  switch (sortKey) {
    case 'TITLE':
      return text(context.titleOf);
    case 'PRICE':
      return (a, b) => a.minPrice - b.minPrice;
    case 'BEST_SELLING':
      return (a, b) => a.product.best_selling_rank - b.product.best_selling_rank;
    case 'CREATED_AT':
    case 'CREATED':
      return text((p) => p.product.created_at);
    case 'UPDATED_AT':
      return text((p) => p.product.updated_at);
    case 'PRODUCT_TYPE':
      return text((p) => p.product.product_type);
    case 'VENDOR':
      return text((p) => p.product.vendor);
    case 'ID':
      return (a, b) => a.product.id - b.product.id;
    case 'RELEVANCE': {
      const scores = context.relevance;
      return scores ? (a, b) => (scores.get(b.product.id) ?? 0) - (scores.get(a.product.id) ?? 0) : null;
    }
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
      return null;
  }
}
