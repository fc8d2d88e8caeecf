import type { Db } from '../db';
import { gid } from '../storefront/ids';
import { day, in2026, isoDate } from './dates';
import { paragraphsHtml, plainText } from './html';
import { currencies, priceIn } from './prices';
import { randomInt, shuffled, type Random } from './random';
import type { MetafieldRecord, ProductRecord, VariantRecord } from './types';

export interface InsertedProduct {
  id: number;
  record: ProductRecord;
  /** Variant ids by variant title. */
  variants: Map<string, number>;
}

/** Inserts the catalogue; references between products (sets, metafields) are resolved in a second pass. */
export function insertProducts(
  db: Db,
  records: ProductRecord[],
  random: Random,
): Map<string, InsertedProduct> {
  const ranks = bestSellingRanks(records, random);
  const inserted = new Map<string, InsertedProduct>();
  records.forEach((record, index) => {
    inserted.set(record.handle, insertProduct(db, record, index, ranks.get(record.handle)!, random));
  });

  const productGid = (handle: string) => gid('Product', find(inserted, handle).id);
  for (const { id, record, variants } of inserted.values()) {
    insertMetafields(db, 'Product', id, record.metafields, productGid);
    for (const variant of record.variants) {
      const variantId = variants.get(variant.title)!;
      insertMetafields(db, 'ProductVariant', variantId, variant.metafields ?? [], productGid);
      for (const component of variant.components ?? []) {
        const componentId = find(inserted, component.handle).variants.get(component.variant);
        if (componentId === undefined)
          throw new Error(`Seed: ${component.handle} has no variant ${component.variant}`);
        db.run('INSERT INTO variant_components VALUES (?, ?, ?)', [
          variantId,
          componentId,
          component.quantity,
        ]);
      }
    }
  }
  return inserted;
}

/** Bestseller-tagged products lead, then the rest of the range; samples, gifts and gift cards trail. */
function bestSellingRanks(records: ProductRecord[], random: Random): Map<string, number> {
  const isListed = (r: ProductRecord) =>
    (r.kind === 'none' || r.kind === 'sets' || r.kind === 'miniature') && !r.isGiftCard;
  const bestsellers = records.filter((r) => isListed(r) && r.tags.includes('Bestseller'));
  const others = records.filter((r) => isListed(r) && !r.tags.includes('Bestseller'));
  const trailing = records.filter((r) => !isListed(r));
  const order = [...shuffled(random, bestsellers), ...shuffled(random, others), ...trailing];
  return new Map(order.map((record, index) => [record.handle, index + 1]));
}

function find(inserted: Map<string, InsertedProduct>, handle: string): InsertedProduct {
  const product = inserted.get(handle);
  if (!product) throw new Error(`Seed: unknown product ${handle}`);
  return product;
}

function insertProduct(
  db: Db,
  record: ProductRecord,
  index: number,
  rank: number,
  random: Random,
): InsertedProduct {
  // Launches spread over the year, three days apart; edits follow within weeks.
  const created = in2026(index * 3, randomInt(random, 7, 18));
  const published = created + day;
  const updated = published + randomInt(random, 1, 30) * day;
  const { lastId: id } = db.run(
    `INSERT INTO products (handle, title, description, description_html, product_type, content_type, kind, vendor,
       tags, is_gift_card, best_selling_rank, seo_title, seo_description, created_at, updated_at, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'Maison Aurèle', ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      record.handle,
      record.title,
      plainText(record.description),
      paragraphsHtml(record.description),
      record.productType,
      record.contentType,
      record.kind,
      JSON.stringify(record.tags),
      record.isGiftCard ? 1 : 0,
      rank,
      `${record.title} | Maison Aurèle`,
      record.seoDescription ?? plainText(record.description).split('\n')[0]!,
      isoDate(created),
      isoDate(updated),
      isoDate(published),
    ],
  );

  record.options.forEach((option, position) => {
    db.run('INSERT INTO product_options (product_id, position, name, option_values) VALUES (?, ?, ?, ?)', [
      id,
      position + 1,
      option.name,
      JSON.stringify(option.values),
    ]);
  });

  const mediaIds = record.media.map((media, position) => {
    return db.run(
      `INSERT INTO media (product_id, position, media_type, path, alt, width, height, poster_path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        position + 1,
        media.mediaType,
        media.path,
        media.alt,
        media.width,
        media.height,
        media.posterPath ?? null,
        isoDate(created),
      ],
    ).lastId;
  });

  const variants = new Map<string, number>();
  record.variants.forEach((variant, position) => {
    const variantId = insertVariant(db, id, position + 1, variant, mediaIds);
    variants.set(variant.title, variantId);
  });
  return { id, record, variants };
}

function insertVariant(
  db: Db,
  productId: number,
  position: number,
  variant: VariantRecord,
  mediaIds: number[],
): number {
  const { lastId: variantId } = db.run(
    `INSERT INTO variants (product_id, position, title, sku, barcode, quantity_available, requires_components,
       weight, weight_unit, image_media_id, selected_options)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'GRAMS', ?, ?)`,
    [
      productId,
      position,
      variant.title,
      variant.sku,
      ean13(productId * 100 + position),
      variant.quantity,
      variant.components ? 1 : 0,
      variant.weightGrams,
      variant.imagePosition ? (mediaIds[variant.imagePosition - 1] ?? null) : null,
      JSON.stringify(variant.selectedOptions),
    ],
  );
  for (const currency of currencies) {
    const price = (eur: number) => (variant.samePriceEverywhere ? eur * 100 : priceIn(currency, eur));
    db.run('INSERT INTO variant_prices VALUES (?, ?, ?, ?)', [
      variantId,
      currency,
      ...pricePair(variant, price),
    ]);
  }
  return variantId;
}

/** A variant's price and compare-at in minor units of one currency, `price` converting a euro amount. */
function pricePair(variant: VariantRecord, price: (eur: number) => number): [number, number | null] {
  if (variant.markdownPercent === undefined)
    return [price(variant.priceEur), variant.compareAtEur === undefined ? null : price(variant.compareAtEur)];
  // The sale price comes from the full price of each currency, so the percent is exact everywhere.
  const full = price(variant.compareAtEur ?? variant.priceEur);
  return [Math.round((full * (100 - variant.markdownPercent)) / 100), full];
}

function insertMetafields(
  db: Db,
  ownerType: string,
  ownerId: number,
  metafields: MetafieldRecord[],
  productGid: (handle: string) => string,
) {
  for (const { key, type, value } of metafields) {
    db.run(
      `INSERT INTO metafields (owner_type, owner_id, namespace, key, type, value) VALUES (?, ?, 'custom', ?, ?, ?)`,
      [ownerType, ownerId, key, type, typeof value === 'function' ? value(productGid) : value],
    );
  }
}

/** A valid EAN-13 in the maison's (made-up) 376 prefix range, so barcodes look and check like real ones. */
function ean13(serial: number): string {
  const digits = `3760${String(serial).padStart(8, '0')}`;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
