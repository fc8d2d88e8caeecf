import type { StorefrontContext } from '../context';
import { paginate, type PageArgs } from './connection';
import { productFacets } from './facets';
import { loadFacts, type ProductFacts } from './facts';
import { applyFilters, filterGroups, type ProductFilterInput } from './filters';
import type { ProductParent } from './products';
import { sortProducts, type ProductSortKey } from './sorting';
import { copyOf } from './request-cache';

export interface ListingArgs extends PageArgs {
  filters?: ProductFilterInput[] | null;
  sortKey?: ProductSortKey | null;
  reverse?: boolean | null;
}

export interface ListingOptions {
  defaultSort: ProductSortKey;
  relevance?: ReadonlyMap<number, number>;
  /** Runs on the filtered, sorted list before paging (search's unavailableProducts). */
  arrange?: (products: ProductFacts[]) => ProductFacts[];
}

/**
 * A product connection over `base` (in its natural order): filtered, sorted, paged, with the facets of
 * the unfiltered base as `filters` (computed only when asked for) and the filtered total.
 */
export function productListing(
  ctx: StorefrontContext,
  base: readonly ProductParent[],
  args: ListingArgs,
  options: ListingOptions,
) {
  const facts = loadFacts(ctx, base);
  const groups = filterGroups(ctx.db, args.filters);
  let products = sortProducts(
    applyFilters(facts, groups),
    args.sortKey ?? options.defaultSort,
    args.reverse ?? false,
    {
      titleOf: (f) => copyOf(ctx, f.product).title,
      relevance: options.relevance,
    },
  );
  if (options.arrange) products = options.arrange(products);
  const page = paginate(
    products.map((f) => f.product),
    (product) => product.id,
    args,
  );
  return {
    ...page,
    totalCount: products.length,
    filters: () => productFacets(ctx.db, facts, groups, ctx.language),
  };
}
