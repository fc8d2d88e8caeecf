import type { StorefrontContext } from '../context';
import { gid } from '../ids';
import { money } from '../money';
import { paginate, type PageArgs } from './connection';
import { imageOfMedia } from './images';
import { mediaById } from './media';
import { findMetafield, findMetafields } from './metafields';
import { translatedOptionsOf } from './options';
import { optionBookOf, priceOf } from './request-cache';
import { productById } from './products';
import { variantParent, type ProductVariantParent } from './variants';

export const variantResolvers = {
  id: (v: ProductVariantParent) => gid('ProductVariant', v.id),
  // The title is the option values joined, in the request language like the options themselves.
  title: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) =>
    v.title === 'Default Title'
      ? v.title
      : translatedOptionsOf(v, optionBookOf(ctx, v.product_id))
          .map((option) => option.value)
          .join(' / '),
  sku: (v: ProductVariantParent) => v.sku,
  barcode: (v: ProductVariantParent) => v.barcode,
  availableForSale: (v: ProductVariantParent) => v.quantity_available > 0,
  currentlyNotInStock: (v: ProductVariantParent) => v.currently_not_in_stock === 1,
  quantityAvailable: (v: ProductVariantParent) => v.quantity_available,
  taxable: (v: ProductVariantParent) => v.taxable === 1,
  requiresComponents: (v: ProductVariantParent) => v.requires_components === 1,
  weight: (v: ProductVariantParent) => v.weight,
  weightUnit: (v: ProductVariantParent) => v.weight_unit,
  selectedOptions: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) =>
    translatedOptionsOf(v, optionBookOf(ctx, v.product_id)),
  image: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) => {
    const media = v.image_media_id != null ? mediaById(ctx.db, v.image_media_id) : undefined;
    return media ? imageOfMedia(media) : null;
  },
  product: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) => productById(ctx.db, v.product_id),
  // The gift card is sent by e-mail (backends/seed/build/special.ts); everything else is shipped.
  requiresShipping: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) =>
    productById(ctx.db, v.product_id)?.is_gift_card !== 1,

  price: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) =>
    money(priceOf(ctx, v.product_id, v.id).amount, ctx.currency),
  priceV2: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) =>
    money(priceOf(ctx, v.product_id, v.id).amount, ctx.currency),
  compareAtPrice: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) => compareAt(v, ctx),
  compareAtPriceV2: (v: ProductVariantParent, _: unknown, ctx: StorefrontContext) => compareAt(v, ctx),
  // No unit prices are recorded for this catalogue.
  unitPrice: () => null,
  unitPriceMeasurement: () => null,

  components: (v: ProductVariantParent, args: PageArgs, ctx: StorefrontContext) => {
    const rows = ctx.db.all<{ component_variant_id: number; quantity: number }>(
      'SELECT component_variant_id, quantity FROM variant_components WHERE parent_variant_id = ? ORDER BY rowid',
      [v.id],
    );
    const components = rows.map((row) => ({
      productVariant: variantParent(ctx.db, row.component_variant_id),
      quantity: row.quantity,
    }));
    return paginate(components, (c) => c.productVariant!.id, args);
  },
  // No physical stores in the database, and no selling plans.
  storeAvailability: (_: ProductVariantParent, args: PageArgs) => paginate([], () => '', args),
  sellingPlanAllocations: (_: ProductVariantParent, args: PageArgs) => paginate([], () => '', args),

  metafield: (
    v: ProductVariantParent,
    args: { namespace?: string | null; key: string },
    ctx: StorefrontContext,
  ) => findMetafield(ctx.db, 'ProductVariant', v.id, args.namespace, args.key),
  metafields: (
    v: ProductVariantParent,
    args: { identifiers: { namespace?: string | null; key: string }[] },
    ctx: StorefrontContext,
  ) => findMetafields(ctx.db, 'ProductVariant', v.id, args.identifiers),
};

function compareAt(v: ProductVariantParent, ctx: StorefrontContext) {
  const { compareAt } = priceOf(ctx, v.product_id, v.id);
  return compareAt != null ? money(compareAt, ctx.currency) : null;
}
