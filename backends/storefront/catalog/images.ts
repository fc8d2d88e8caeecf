import type { MediaRow } from './rows';
import { gid } from '../ids';

/** The parent object the Image resolvers read: a CDN path plus what Shopify stores about it. */
export interface ImageParent {
  id: string | null;
  path: string;
  altText: string | null;
  width: number;
  height: number;
}

export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  preferredContentType?: string | null;
  scale?: number | null;
}

/** Dimensions a CDN path promises: `-{W}x{H}` at the end of its name, else the default 1600x2000. */
function dimensionsOfPath(path: string): { width: number; height: number } {
  const match = /-(\d+)x(\d+)\.[a-z]+$/i.exec(path);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1600, height: 2000 };
}

export function imageOfMedia(row: MediaRow): ImageParent {
  return {
    id: gid('ProductImage', row.id),
    path: row.path,
    altText: row.alt,
    width: row.width,
    height: row.height,
  };
}

/** An image known only by its path (collection images, video posters): its size comes from the name. */
export function imageOfPath(path: string, altText: string | null, id: string | null = null): ImageParent {
  return { id, path, altText, ...dimensionsOfPath(path) };
}

/**
 * Absolute URL of an image with Shopify's CDN parameters (width, height, crop, format), which the local
 * CDN reads the same way. `scale` multiplies the requested size, as Shopify's does for retina screens.
 */
export function imageUrl(origin: string, path: string, transform: ImageTransform | null | undefined): string {
  const url = new URL(path, origin);
  const scale = transform?.scale ?? 1;
  if (transform?.maxWidth) url.searchParams.set('width', String(transform.maxWidth * scale));
  if (transform?.maxHeight) url.searchParams.set('height', String(transform.maxHeight * scale));
  if (transform?.crop) url.searchParams.set('crop', transform.crop.toLowerCase());
  if (transform?.preferredContentType) {
    url.searchParams.set('format', transform.preferredContentType.toLowerCase());
  }
  return url.toString();
}
