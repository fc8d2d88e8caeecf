import { productReference } from './build/common';
import { fashionProduct } from './build/fashion';
import { fragranceProduct } from './build/fragrance';
import { miniatureProduct, sampleProduct } from './build/samples';
import { setProduct } from './build/sets';
import { giftCardProduct, giftPouchProduct } from './build/special';
import { fashion } from './data/fashion';
import { fragrances, miniatures, samples } from './data/fragrance';
import { sets } from './data/sets';
import type { Random } from './random';
import type { FragranceSeed, ProductRecord } from './types';

/** Every product of the shop, normalised, in insertion (and id) order. */
export function catalog(random: Random): ProductRecord[] {
  const parentOf = (handle: string): FragranceSeed => {
    const parent = fragrances.find((f) => f.handle === handle);
    if (!parent) throw new Error(`Seed: no fragrance ${handle}`);
    return parent;
  };
  const fragranceRecords = fragrances.map((seed) => fragranceProduct(seed, random));
  // A full size offers its sample on its page: the parent references the sample product.
  for (const sample of samples) {
    fragranceRecords
      .find((record) => record.handle === sample.parent)
      ?.metafields.push(productReference('sample_product', sample.handle));
  }
  const sampleRecords = samples.map((sample) => sampleProduct(sample, parentOf(sample.parent)));
  const miniatureRecords = miniatures.map((miniature) =>
    miniatureProduct(miniature, parentOf(miniature.parent)),
  );
  const beforeSets = [
    ...fashion.map((seed) => fashionProduct(seed, random)),
    ...fragranceRecords,
    ...sampleRecords,
    ...miniatureRecords,
  ];
  const titleOf = (handle: string) => {
    const record = beforeSets.find((r) => r.handle === handle);
    if (!record) throw new Error(`Seed: set component ${handle} is not a product`);
    return record.title;
  };
  return [
    ...beforeSets,
    ...sets.map((seed) => setProduct(seed, titleOf)),
    giftCardProduct(),
    giftPouchProduct(),
  ];
}
