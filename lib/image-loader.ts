import type { ImageLoaderProps } from 'next/image';
import { defaultImageQuality } from './constants';

/**
 * next/image loader for the image CDNs the shop uses: Shopify's takes `width`, imgix (Prismic) takes
 * `w` and `q` with `auto=format,compress`. The local CDN understands both, like the real ones.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  if (url.searchParams.has('auto') || url.hostname.endsWith('prismic.io')) {
    url.searchParams.set('w', String(width));
    url.searchParams.set('q', String(quality ?? defaultImageQuality));
    url.searchParams.set('fit', 'max');
  } else {
    url.searchParams.set('width', String(width));
  }
  return url.toString();
}
