import { colorCode, colors } from '../data/colors';
import { randomInt, type Random } from '../random';
import type { FashionSeed, MediaRecord, MetafieldRecord, ProductRecord, VariantRecord } from '../types';
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

const viewNames = ['front view', 'back view', 'detail', 'worn'];
const weightGrams: Record<FashionSeed['category'], number> = {
  dresses: 450,
  knitwear: 550,
  outerwear: 1400,
  'skirts-and-trousers': 500,
  accessories: 300,
};

/** Two images per colour for one or two colours, one per colour beyond: 2 to 4 images in all. */
function imagesPerColor(count: number): number {
  return count === 1 ? 3 : count === 2 ? 2 : 1;
}

export function fashionProduct(seed: FashionSeed, random: Random): ProductRecord {
  const unknown = seed.colors.find((color) => !colors[color]);
  if (unknown) throw new Error(`Seed: ${seed.handle} uses ${unknown}, which is not in data/colors.ts`);
  const perColor = imagesPerColor(seed.colors.length);
  const media: MediaRecord[] = [];
  const firstImageOfColor = new Map<string, number>();
  for (const color of seed.colors.slice(0, 4)) {
    firstImageOfColor.set(color, media.length + 1);
    for (let view = 0; view < perColor; view++) {
      media.push(
        productImage(seed.handle, media.length + 1, `${seed.title} in ${color}, ${viewNames[view]}`),
      );
    }
  }
  if (seed.video) media.push(productVideo(seed.handle, `${seed.title}, on the runway`));

  const variants: VariantRecord[] = seed.colors.flatMap((color) =>
    seed.sizes.map((size) => {
      const title = `${color} / ${size}`;
      const swatch = colors[color]!;
      return {
        title,
        selectedOptions: [
          { name: 'Color', value: color },
          { name: 'Size', value: size },
        ],
        sku: `MA-${skuStem(seed.handle)}-${colorCode(color)}-${size === 'One Size' ? 'OS' : size}`,
        quantity: seed.stock?.[title] ?? randomInt(random, 3, 30),
        priceEur: seed.priceEur,
        compareAtEur: seed.compareAtEur,
        // The private sale's discount is the price the pieces sell at while it runs.
        markdownPercent: seed.privateSalesDiscount,
        weightGrams: weightGrams[seed.category],
        imagePosition: firstImageOfColor.get(color) ?? 1,
        metafields: colorMetafields(color, swatch),
      };
    }),
  );

  const [firstColor] = seed.colors;
  const metafields: MetafieldRecord[] = [
    text('subtitle', seed.subtitle),
    text('product_type', 'fashion'),
    text('page_type', 'product_page_fashion'),
    json('accordions', [
      { title: 'Description', content: seed.description },
      { title: 'Composition & care', content: seed.composition },
      { title: 'Size & fit', content: seed.sizeInformation },
      deliveryAccordion,
    ]),
    { key: 'size_information', type: 'multi_line_text_field', value: seed.sizeInformation },
    ...colorMetafields(firstColor!, colors[firstColor!]!),
    ...cardImages(seed.handle),
  ];
  if (seed.associated) metafields.push(productReferences('associated_products', seed.associated));
  if (seed.promo) metafields.push(text('product_promo', seed.promo));
  if (seed.privateSalesDiscount !== undefined) {
    metafields.push({
      key: 'private_sales_discount',
      type: 'number_integer',
      value: String(seed.privateSalesDiscount),
    });
  }
  if (seed.comingSoon) metafields.push({ key: 'coming_soon', type: 'boolean', value: 'true' });

  return {
    handle: seed.handle,
    title: seed.title,
    description: seed.description,
    productType: seed.productType,
    contentType: 'fashion',
    kind: 'none',
    tags: [...seed.tags, ...seed.colors],
    translations: seed.translations,
    options: [
      { name: 'Color', values: seed.colors.map((name) => ({ name, swatchColor: colors[name]!.hex })) },
      { name: 'Size', values: seed.sizes.map((name) => ({ name })) },
    ],
    variants,
    media,
    metafields,
    collections: ['fashion', seed.category],
  };
}

function colorMetafields(name: string, swatch: { hex: string; border?: boolean }): MetafieldRecord[] {
  return [
    text('color_name', name),
    { key: 'color_hex', type: 'color', value: swatch.hex },
    { key: 'color_has_border', type: 'boolean', value: String(swatch.border ?? false) },
  ];
}
