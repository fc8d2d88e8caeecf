import type { StorefrontContext } from '../context';
import { parseNumericGid } from '../ids';
import { paginate, type PageArgs } from './connection';
import { imageUrl, type ImageParent, type ImageTransform } from './images';
import { videoSources, type MediaParent } from './media';
import { referenceOf, referencesOf, type MetafieldParent } from './metafields';
import { translation } from './translations';

type VideoParent = Extract<MediaParent, { __typename: 'Video' }>;
type MediaImageParent = Extract<MediaParent, { __typename: 'MediaImage' }>;

export const imageResolvers = {
  id: (i: ImageParent) => i.id,
  altText: (i: ImageParent) => i.altText,
  width: (i: ImageParent) => i.width,
  height: (i: ImageParent) => i.height,
  url: (i: ImageParent, args: { transform?: ImageTransform | null }, ctx: StorefrontContext) =>
    imageUrl(ctx.origin, i.path, args.transform),
  src: (i: ImageParent, _: unknown, ctx: StorefrontContext) => imageUrl(ctx.origin, i.path, null),
  originalSrc: (i: ImageParent, _: unknown, ctx: StorefrontContext) => imageUrl(ctx.origin, i.path, null),
  transformedSrc: (i: ImageParent, args: ImageTransform, ctx: StorefrontContext) =>
    imageUrl(ctx.origin, i.path, args),
};

export const mediaImageResolvers = {
  previewImage: (m: MediaImageParent) => m.image,
};

export const videoResolvers = {
  sources: (v: VideoParent, _: unknown, ctx: StorefrontContext) => videoSources(ctx.origin, v.row),
};

export const metafieldResolvers = {
  // The seed stores CDN paths in url metafields; Shopify's values are absolute URLs. Text and JSON
  // values read in the request language when the shop translated them.
  value: (m: MetafieldParent, _: unknown, ctx: StorefrontContext) => {
    if (m.type === 'url' && m.value.startsWith('/')) return new URL(m.value, ctx.origin).toString();
    const id = parseNumericGid(m.id, 'Metafield');
    return (id !== null && translation(ctx.db, 'METAFIELD', id, 'value', ctx.language)) || m.value;
  },
  reference: (m: MetafieldParent, _: unknown, ctx: StorefrontContext) => referenceOf(ctx.db, m.type, m.value),
  references: (m: MetafieldParent, args: PageArgs, ctx: StorefrontContext) => {
    const references = referencesOf(ctx.db, m.type, m.value);
    return references ? paginate(references, (r) => `${r.__typename}/${r.id}`, args) : null;
  },
};
