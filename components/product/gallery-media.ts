import { galleryColours, type GalleryColours } from '@/lib/gallery-colours';
import type { ProductDetail } from '@/server/shopify/products';

type Media = ProductDetail['media']['nodes'][number];
type Image = { url: string; altText?: string | null; width?: number | null; height?: number | null };

/** One slide of the product gallery: a picture, or a video with its poster. */
export type GalleryItem =
  | { kind: 'image'; id: string; alt: string; image: Image }
  | {
      kind: 'video';
      id: string;
      alt: string;
      poster: Image | null;
      sources: readonly { url: string; mimeType: string }[];
    };

/**
 * The product's pictures and videos in the media's order (3D models and external videos have no
 * playable source and are left out), or its featured image when it has no media.
 */
export function galleryMediaOf(product: ProductDetail, videoLabel: string): GalleryItem[] {
  const items = product.media.nodes.flatMap((item: Media): GalleryItem[] => {
    if (item.__typename === 'Video') {
      return [
        {
          kind: 'video',
          id: item.id,
          alt: item.alt || videoLabel,
          poster: item.previewImage ?? null,
          sources: item.sources,
        },
      ];
    }
    if (item.__typename !== 'MediaImage' || !item.image) return [];
    return [
      { kind: 'image', id: item.id, alt: item.alt || item.image.altText || product.title, image: item.image },
    ];
  });
  if (items.length > 0 || !product.featuredImage) return items;
  const image = product.featuredImage;
  return [{ kind: 'image', id: image.url, alt: image.altText ?? product.title, image }];
}

/** The colours that change the product's pictures (lib/gallery-colours.ts), read from its gallery. */
export function productGalleryColours(
  product: ProductDetail,
  items: readonly GalleryItem[],
): GalleryColours | null {
  return galleryColours(
    product.options.map((option) => ({
      name: option.name,
      values: option.optionValues.map((value) => value.name),
    })),
    product.variants.nodes,
    items.map((item) => ({ imageUrl: item.kind === 'image' ? item.image.url : null })),
  );
}

/** The index in `colours` of the colour a variant has (the one the purchase form opens on), or null. */
export function shownColourOf(
  colours: GalleryColours | null,
  variant: { selectedOptions: readonly { name: string; value: string }[] } | undefined,
): number | null {
  const value = variant?.selectedOptions.find((option) => option.name === colours?.option)?.value;
  const index = value === undefined || !colours ? -1 : colours.values.indexOf(value);
  return index < 0 ? null : index;
}

/** The id of a slide's element, which its thumbnail links to: the media id's last segment. */
export function slideIdOf(item: Pick<GalleryItem, 'id'>): string {
  return `slide-${item.id.replace(/^.*\//, '').replace(/\W+/g, '-')}`;
}
