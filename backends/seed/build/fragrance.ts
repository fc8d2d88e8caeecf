import { randomInt, type Random } from '../random';
import type { FragranceSeed, MetafieldRecord, ProductRecord, VariantRecord } from '../types';
import {
  cardImages,
  deliveryAccordion,
  json,
  productImage,
  productReferences,
  productVideo,
  skuStem,
  text,
} from './common';

const volumes = ['30 ml', '50 ml', '100 ml'] as const;
const bottleGrams = [180, 260, 420];

export function fragranceProduct(seed: FragranceSeed, random: Random): ProductRecord {
  const media = [
    productImage(seed.handle, 1, `${seed.title} ${seed.productType}, bottle`),
    productImage(seed.handle, 2, `${seed.title} ${seed.productType}, bottle and box`),
    productImage(seed.handle, 3, `${seed.title}, its raw materials`),
  ];
  if (seed.video) media.push(productVideo(seed.handle, `${seed.title}, the film`));

  const variants: VariantRecord[] = volumes.map((volume, index) => ({
    title: volume,
    selectedOptions: [{ name: 'Volume', value: volume }],
    sku: `MA-P-${skuStem(seed.handle)}-${volume.replace(' ml', '').padStart(3, '0')}`,
    quantity: seed.stock?.[volume] ?? randomInt(random, 5, 60),
    priceEur: seed.prices[index]!,
    compareAtEur: seed.compareAt?.[index],
    weightGrams: bottleGrams[index]!,
  }));

  const metafields: MetafieldRecord[] = [
    text('subtitle', seed.subtitle),
    text('product_type', 'fragrance'),
    text('page_type', 'product_page_fragrance'),
    json('accordions', [
      { title: 'The fragrance', content: seed.description },
      {
        title: 'Olfactory notes',
        content: `Top notes: ${seed.notes.top}\nHeart notes: ${seed.notes.heart}\nBase notes: ${seed.notes.base}`,
      },
      {
        title: 'How to wear',
        content: 'Spray on pulse points from 15 cm: the wrists, the base of the neck, behind the ears.',
      },
      deliveryAccordion,
    ]),
    ...cardImages(seed.handle),
  ];
  if (seed.associated) metafields.push(productReferences('associated_products', seed.associated));
  if (seed.promo) metafields.push(text('product_promo', seed.promo));

  return {
    handle: seed.handle,
    title: seed.title,
    description: seed.description,
    productType: seed.productType,
    contentType: 'fragrance',
    kind: 'none',
    tags: seed.tags,
    translations: seed.translations,
    options: [{ name: 'Volume', values: volumes.map((name) => ({ name })) }],
    variants,
    media,
    metafields,
    collections: ['fragrance', seed.category],
  };
}
