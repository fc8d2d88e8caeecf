import { catalog } from './catalog';
import { collections } from './data/collections';
import { seededRandom } from './random';

export const collectionImagePath = (handle: string) => `/cdn/collections/${handle}-1940x1000.jpg`;

/** Every CDN image the seed stores, so the CDN can draw them ahead of the first request. */
export function seededImagePaths(): string[] {
  // The generator only varies stock and dates; paths depend on the data tables alone.
  const products = catalog(seededRandom(0));
  return [
    ...products.flatMap((p) => p.media.map((m) => m.posterPath ?? m.path)),
    ...collections.map((c) => collectionImagePath(c.handle)),
  ];
}
