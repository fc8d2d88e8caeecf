import type { ProductRecord, SetSeed } from '../types';
import {
  cardImages,
  deliveryAccordion,
  json,
  productImage,
  productReferences,
  skuStem,
  text,
} from './common';

/** `componentTitle` names a component variant for the "what's inside" accordion. */
export function setProduct(seed: SetSeed, componentTitle: (handle: string) => string): ProductRecord {
  const inside = seed.components
    .map((c) => `${c.quantity > 1 ? `${c.quantity} × ` : ''}${componentTitle(c.handle)}, ${c.variant}`)
    .join('\n');
  return {
    handle: seed.handle,
    title: seed.title,
    description: seed.description,
    productType: 'Set',
    contentType: 'set',
    kind: 'sets',
    tags: seed.tags,
    translations: seed.translations,
    options: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
    variants: [
      {
        title: 'Default Title',
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        sku: `MA-SET-${skuStem(seed.handle)}`,
        quantity: 40,
        priceEur: seed.priceEur,
        compareAtEur: seed.compareAtEur,
        weightGrams: 700,
        components: seed.components,
      },
    ],
    media: [
      productImage(seed.handle, 1, `${seed.title}, the box closed`),
      productImage(seed.handle, 2, `${seed.title}, the box open`),
    ],
    metafields: [
      text('subtitle', seed.subtitle),
      text('product_type', 'set'),
      text('page_type', 'product_page_sets'),
      json('accordions', [
        { title: 'The set', content: seed.description },
        { title: "What's inside", content: inside },
        deliveryAccordion,
      ]),
      productReferences('associated_products', [...new Set(seed.components.map((c) => c.handle))]),
      ...cardImages(seed.handle),
    ],
    // The discovery set is also how most customers start with fragrance: it is listed there too.
    collections: seed.handle === 'discovery-set' ? ['sets', 'fragrance', 'discovery'] : ['sets'],
  };
}
