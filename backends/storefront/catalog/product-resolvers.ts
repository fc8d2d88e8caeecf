import type { StorefrontContext } from '../context';
import { gid } from '../ids';
import { adjacentVariants } from './adjacent-variants';
import { collectionsOfProduct } from './collections';
import { paginate, type PageArgs } from './connection';
import { asMediaParent, mediaOfProduct } from './media';
import { findMetafield, findMetafields } from './metafields';
import { selectedOrFirstAvailableVariant, variantBySelectedOptions, type SelectionArgs } from './options';
import { moneyRange } from './pricing';
import { productTags, type ProductParent } from './products';
import {
  copyOf,
  imagesOf,
  optionBookOf,
  optionsOf,
  priceRangeOf,
  productTypeOf,
  variantsOf,
} from './request-cache';
import { truncate } from './translations';
import { encodedVariants } from './variant-encoding';

/** A selection may name options as the shopper read them: match it against the English data. */
function inEnglish(ctx: StorefrontContext, productId: number, args: SelectionArgs): SelectionArgs {
  const book = optionBookOf(ctx, productId);
  return { ...args, selectedOptions: args.selectedOptions?.map((option) => book.english(option)) };
}

type ConnectionArgs = PageArgs & { reverse?: boolean | null; sortKey?: string | null };

const inOrder = <T>(items: T[], reverse: boolean | null | undefined) => (reverse ? items.reverse() : items);

export const productResolvers = {
  id: (p: ProductParent) => gid('Product', p.id),
  handle: (p: ProductParent) => p.handle,
  title: (p: ProductParent, _: unknown, ctx: StorefrontContext) => copyOf(ctx, p).title,
  description: (p: ProductParent, args: { truncateAt?: number | null }, ctx: StorefrontContext) =>
    truncate(copyOf(ctx, p).description, args.truncateAt),
  descriptionHtml: (p: ProductParent, _: unknown, ctx: StorefrontContext) => copyOf(ctx, p).descriptionHtml,
  vendor: (p: ProductParent) => p.vendor,
  productType: (p: ProductParent, _: unknown, ctx: StorefrontContext) => productTypeOf(ctx, p),
  tags: (p: ProductParent) => productTags(p),
  isGiftCard: (p: ProductParent) => p.is_gift_card === 1,
  createdAt: (p: ProductParent) => p.created_at,
  updatedAt: (p: ProductParent) => p.updated_at,
  publishedAt: (p: ProductParent) => p.published_at,
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  requiresSellingPlan: () => false,
  sellingPlanGroups: (_: ProductParent, args: PageArgs) => paginate([], () => '', args),
  seo: (p: ProductParent) => ({ title: p.seo_title, description: p.seo_description }),

  availableForSale: (p: ProductParent, _: unknown, ctx: StorefrontContext) =>
    variantsOf(ctx, p.id).some((v) => v.quantity_available > 0),
  totalInventory: (p: ProductParent, _: unknown, ctx: StorefrontContext) =>
    variantsOf(ctx, p.id).reduce((sum, v) => sum + v.quantity_available, 0),
  priceRange: (p: ProductParent, _: unknown, ctx: StorefrontContext) => {
    const range = priceRangeOf(ctx, p.id);
    return moneyRange(range.min, range.max, ctx.currency);
  },
  compareAtPriceRange: (p: ProductParent, _: unknown, ctx: StorefrontContext) => {
    const range = priceRangeOf(ctx, p.id);
    return moneyRange(range.compareAtMin, range.compareAtMax, ctx.currency);
  },

  featuredImage: (p: ProductParent, _: unknown, ctx: StorefrontContext) => imagesOf(ctx, p.id)[0] ?? null,
  images: (p: ProductParent, args: ConnectionArgs, ctx: StorefrontContext) => {
    const images = [...imagesOf(ctx, p.id)];
    return paginate(inOrder(images, args.reverse), (image) => image.id!, args);
  },
  media: (p: ProductParent, args: ConnectionArgs, ctx: StorefrontContext) => {
    const media = mediaOfProduct(ctx.db, p.id).map(asMediaParent);
    return paginate(inOrder(media, args.reverse), (item) => item.id, args);
  },

  collections: (p: ProductParent, args: ConnectionArgs, ctx: StorefrontContext) =>
    paginate(inOrder(collectionsOfProduct(ctx.db, p.id), args.reverse), (c) => c.id, args),

  metafield: (p: ProductParent, args: { namespace?: string | null; key: string }, ctx: StorefrontContext) =>
    findMetafield(ctx.db, 'Product', p.id, args.namespace, args.key),
  metafields: (
    p: ProductParent,
    args: { identifiers: { namespace?: string | null; key: string }[] },
    ctx: StorefrontContext,
  ) => findMetafields(ctx.db, 'Product', p.id, args.identifiers),

  variants: (p: ProductParent, args: ConnectionArgs, ctx: StorefrontContext) => {
    const variants = [...variantsOf(ctx, p.id)];
    if (args.sortKey === 'TITLE') variants.sort((a, b) => a.title.localeCompare(b.title));
    if (args.sortKey === 'SKU') variants.sort((a, b) => a.sku.localeCompare(b.sku));
    return paginate(inOrder(variants, args.reverse), (v) => v.id, args);
  },
  variantsCount: (p: ProductParent, _: unknown, ctx: StorefrontContext) => ({
    count: variantsOf(ctx, p.id).length,
    precision: 'EXACT',
  }),
  options: (p: ProductParent, args: { first?: number | null }, ctx: StorefrontContext) => {
    const options = optionsOf(ctx, p.id);
    return args.first != null ? options.slice(0, args.first) : options;
  },
  selectedOrFirstAvailableVariant: (p: ProductParent, args: SelectionArgs, ctx: StorefrontContext) =>
    selectedOrFirstAvailableVariant(ctx.db, p.id, inEnglish(ctx, p.id, args)),
  variantBySelectedOptions: (p: ProductParent, args: SelectionArgs, ctx: StorefrontContext) =>
    variantBySelectedOptions(ctx.db, p.id, inEnglish(ctx, p.id, args)),
  adjacentVariants: (p: ProductParent, args: SelectionArgs, ctx: StorefrontContext) =>
    adjacentVariants(ctx.db, p.id, inEnglish(ctx, p.id, args)),
  encodedVariantExistence: (p: ProductParent, _: unknown, ctx: StorefrontContext) =>
    encodedVariants(ctx.db, p.id, variantsOf(ctx, p.id)),
  encodedVariantAvailability: (p: ProductParent, _: unknown, ctx: StorefrontContext) =>
    encodedVariants(
      ctx.db,
      p.id,
      variantsOf(ctx, p.id).filter((v) => v.quantity_available > 0),
    ),
};
