import { GraphQLError } from 'graphql';
import type { StorefrontContext } from '../context';
import { imagesOfProduct } from './media';
import { optionBook, productOptions } from './options';
import type { PriceRange } from './pricing';
import type { ProductRow } from './rows';
import { synonymBook } from './search-synonyms';
import { productCopy, productTypeIn } from './translations';
import { variantsOfProduct } from './variants';

/**
 * Per-request memory of catalog reads: a listing resolves the same product's variants, prices and copy
 * from many fields, and the catalog does not change during one Storefront request.
 */
const caches = new WeakMap<StorefrontContext, Map<string, unknown>>();

function cached<T>(ctx: StorefrontContext, key: string, compute: () => T): T {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

export const variantsOf = (ctx: StorefrontContext, productId: number) =>
  cached(ctx, `variants:${productId}`, () => variantsOfProduct(ctx.db, productId));

export const copyOf = (ctx: StorefrontContext, product: ProductRow) =>
  cached(ctx, `copy:${product.id}`, () => productCopy(ctx.db, product, ctx.language));

export const productTypeOf = (ctx: StorefrontContext, product: ProductRow) =>
  cached(ctx, `type:${product.id}`, () => productTypeIn(ctx.db, product, ctx.language));

/** The search synonyms of the request language. */
export const synonymsOf = (ctx: StorefrontContext) =>
  cached(ctx, 'synonyms', () => synonymBook(ctx.db, ctx.language));

/** The product's option names and values in the request language. */
export const optionBookOf = (ctx: StorefrontContext, productId: number) =>
  cached(ctx, `option-book:${productId}`, () => optionBook(ctx.db, productId, ctx.language));

export const optionsOf = (ctx: StorefrontContext, productId: number) =>
  cached(ctx, `options:${productId}`, () => productOptions(ctx.db, productId, optionBookOf(ctx, productId)));

export const imagesOf = (ctx: StorefrontContext, productId: number) =>
  cached(ctx, `images:${productId}`, () => imagesOfProduct(ctx.db, productId));

/** Every variant price of a product in the request currency, read in one query. */
function pricesOf(ctx: StorefrontContext, productId: number) {
  return cached(ctx, `prices:${productId}`, () => {
    const rows = ctx.db.all<{ variant_id: number; amount: number; compare_at_amount: number | null }>(
      `SELECT vp.variant_id, vp.amount, vp.compare_at_amount FROM variant_prices vp
       JOIN variants v ON v.id = vp.variant_id WHERE v.product_id = ? AND vp.currency = ?`,
      [productId, ctx.currency],
    );
    return new Map(rows.map((r) => [r.variant_id, { amount: r.amount, compareAt: r.compare_at_amount }]));
  });
}

/** A variant's price, which must exist in every market currency. */
export function priceOf(ctx: StorefrontContext, productId: number, variantId: number) {
  const price = pricesOf(ctx, productId).get(variantId);
  if (!price) throw missingPrice(`variant ${variantId}`, ctx.currency);
  return price;
}

/** Min and max variant prices of a product; Shopify counts a missing compare-at price as 0. */
export function priceRangeOf(ctx: StorefrontContext, productId: number): PriceRange {
  const variants = variantsOf(ctx, productId);
  if (variants.length === 0) throw missingPrice(`product ${productId}`, ctx.currency);
  const prices = variants.map((v) => priceOf(ctx, productId, v.id));
  const amounts = prices.map((p) => p.amount);
  const compareAts = prices.map((p) => p.compareAt ?? 0);
  return {
    min: Math.min(...amounts),
    max: Math.max(...amounts),
    compareAtMin: Math.min(...compareAts),
    compareAtMax: Math.max(...compareAts),
  };
}

function missingPrice(what: string, currency: string): GraphQLError {
  return new GraphQLError(`The local database has no ${currency} price for ${what}`, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
