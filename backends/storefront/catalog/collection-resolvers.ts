import type { StorefrontContext } from '../context';
import { gid } from '../ids';
import type { CollectionParent } from './collections';
import { imageOfPath } from './images';
import { productListing, type ListingArgs } from './listing';
import { findMetafield, findMetafields } from './metafields';
import { productsOfCollection } from './products';
import { collectionCopy, truncate } from './translations';

export const collectionResolvers = {
  id: (c: CollectionParent) => gid('Collection', c.id),
  handle: (c: CollectionParent) => c.handle,
  title: (c: CollectionParent, _: unknown, ctx: StorefrontContext) =>
    collectionCopy(ctx.db, c, ctx.language).title,
  description: (c: CollectionParent, args: { truncateAt?: number | null }, ctx: StorefrontContext) =>
    truncate(collectionCopy(ctx.db, c, ctx.language).description, args.truncateAt),
  descriptionHtml: (c: CollectionParent, _: unknown, ctx: StorefrontContext) =>
    collectionCopy(ctx.db, c, ctx.language).descriptionHtml,
  // The database keeps no alt text for collection images.
  image: (c: CollectionParent) =>
    c.image_path ? imageOfPath(c.image_path, null, gid('CollectionImage', c.id)) : null,
  updatedAt: (c: CollectionParent) => c.updated_at,
  seo: (c: CollectionParent) => ({ title: c.seo_title, description: c.seo_description }),
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  metafield: (
    c: CollectionParent,
    args: { namespace?: string | null; key: string },
    ctx: StorefrontContext,
  ) => findMetafield(ctx.db, 'Collection', c.id, args.namespace, args.key),
  metafields: (
    c: CollectionParent,
    args: { identifiers: { namespace?: string | null; key: string }[] },
    ctx: StorefrontContext,
  ) => findMetafields(ctx.db, 'Collection', c.id, args.identifiers),
  products: (c: CollectionParent, args: ListingArgs, ctx: StorefrontContext) =>
    // RELEVANCE has no query to rank by here, so like MANUAL it keeps the collection order.
    productListing(ctx, productsOfCollection(ctx.db, c.id), args, { defaultSort: 'COLLECTION_DEFAULT' }),
};
