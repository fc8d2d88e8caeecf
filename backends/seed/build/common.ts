import type { MediaRecord, MetafieldRecord } from '../types';

const imageWidth = 1600;
const imageHeight = 2000;

/** "silk-wrap-dress" -> "SWD": the product part of a SKU. */
export function skuStem(handle: string): string {
  return handle
    .split('-')
    .filter((word) => !['de', 'the', 'and', 'eau', 'parfum'].includes(word))
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function productImage(handle: string, position: number, alt: string): MediaRecord {
  return {
    mediaType: 'IMAGE',
    path: `/cdn/products/${handle}-${position}.jpg`,
    alt,
    width: imageWidth,
    height: imageHeight,
  };
}

/** The CDN has no video encoder: the mp4 path answers 404 while its poster is a real image. */
export function productVideo(handle: string, alt: string): MediaRecord {
  return {
    mediaType: 'VIDEO',
    path: `/cdn/videos/${handle}.mp4`,
    alt,
    width: imageWidth,
    height: imageHeight,
    posterPath: `/cdn/videos/${handle}-poster.jpg`,
  };
}

export function text(key: string, value: string): MetafieldRecord {
  return { key, type: 'single_line_text_field', value };
}

export function json(key: string, value: unknown): MetafieldRecord {
  return { key, type: 'json', value: JSON.stringify(value) };
}

export function url(key: string, path: string): MetafieldRecord {
  return { key, type: 'url', value: path };
}

export function productReferences(key: string, handles: readonly string[]): MetafieldRecord {
  return {
    key,
    type: 'list.product_reference',
    value: (productGid) => JSON.stringify(handles.map(productGid)),
  };
}

export function cardImages(handle: string): MetafieldRecord[] {
  return [
    url('card_image', `/cdn/products/${handle}-1.jpg`),
    url('card_image_hover', `/cdn/products/${handle}-2.jpg`),
  ];
}

export const deliveryAccordion = {
  title: 'Delivery & returns',
  content:
    'Complimentary standard delivery in 2 to 4 working days, express delivery the next working day. ' +
    'Returns are free within 30 days, in the original packaging.',
};

export function productReference(key: string, handle: string): MetafieldRecord {
  return { key, type: 'product_reference', value: (productGid) => productGid(handle) };
}
