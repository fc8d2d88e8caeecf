import type { Db } from '../../db';
import type { CollectionRow, ProductRow } from './rows';

export interface Copy {
  title: string;
  description: string;
  descriptionHtml: string;
}

export type TranslatableResource =
  'PRODUCT' | 'PRODUCT_OPTION' | 'PRODUCT_OPTION_VALUE' | 'METAFIELD' | 'COLLECTION' | 'FILTER';

/**
 * A field of a resource in the @inContext language, from the translations table; undefined when the
 * shop has none (English, or a language it does not translate), so the caller falls back to English.
 */
export function translation(
  db: Db,
  resource: TranslatableResource,
  key: string | number,
  field: string,
  language: string,
): string | undefined {
  if (language === 'EN') return undefined;
  return db.get<{ value: string }>(
    'SELECT value FROM translations WHERE resource_type = ? AND resource_key = ? AND field = ? AND locale = ?',
    [resource, String(key), field, language.toLowerCase()],
  )?.value;
}

/** Every translated field of the given keys of one resource type, as a map `key -> value`. */
export function translations(
  db: Db,
  resource: TranslatableResource,
  keys: readonly string[],
  field: string,
  language: string,
): Map<string, string> {
  if (language === 'EN' || keys.length === 0) return new Map();
  const rows = db.all<{ resource_key: string; value: string }>(
    `SELECT resource_key, value FROM translations
     WHERE resource_type = ? AND field = ? AND locale = ? AND resource_key IN (${keys.map(() => '?').join(', ')})`,
    [resource, field, language.toLowerCase(), ...keys],
  );
  return new Map(rows.map((row) => [row.resource_key, row.value]));
}

/** A product's copy in the @inContext language; English (the products row) when not translated. */
export function productCopy(db: Db, product: ProductRow, language: string): Copy {
  const field = (name: string, english: string) =>
    translation(db, 'PRODUCT', product.id, name, language) ?? english;
  return {
    title: field('title', product.title),
    description: field('description', product.description),
    descriptionHtml: field('body_html', product.description_html),
  };
}

export function productTypeIn(db: Db, product: ProductRow, language: string): string {
  return translation(db, 'PRODUCT', product.id, 'product_type', language) ?? product.product_type;
}

export function collectionCopy(db: Db, collection: CollectionRow, language: string): Copy {
  const field = (name: string, english: string) =>
    translation(db, 'COLLECTION', collection.id, name, language) ?? english;
  return {
    title: field('title', collection.title),
    description: field('description', collection.description),
    descriptionHtml: field('body_html', collection.description_html),
  };
}

/** Storefront `description(truncateAt:)`: cut at the given length and mark the cut with an ellipsis. */
export function truncate(text: string, truncateAt: number | null | undefined): string {
  if (truncateAt == null || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt)).trimEnd()}…`;
}
