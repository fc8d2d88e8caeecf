import type { Db } from '../../db';
import type { CollectionSeed } from '../data/collections';
import { paragraphsHtml, plainText } from '../html';
import type { InsertedProduct } from '../insert-products';
import type { Language, ProductRecord } from '../types';
import {
  accordions,
  colourName,
  filterLabels,
  lines,
  optionName,
  optionValue,
  productType,
  promotion,
  sampleName,
  subtitle,
  titleBook,
  type TitleBook,
} from './translate';

const languages: readonly Language[] = ['FR', 'ES', 'JA'];

/**
 * Shopify keeps a shop's translations apart from the resources, one row per resource, field and
 * locale (the Translate & Adapt app writes them with `translationsRegister`). The seed does the same
 * for everything a product or listing page shows: product copy and type, option names and values,
 * the metafields the product page reads, collection copy and filter labels.
 */
export function insertTranslations(
  db: Db,
  products: Map<string, InsertedProduct>,
  collections: readonly CollectionSeed[],
): void {
  const write = (resource: string, key: string | number, field: string, language: Language, value: string) =>
    db.run('INSERT INTO translations VALUES (?, ?, ?, ?, ?)', [
      resource,
      String(key),
      field,
      language.toLowerCase(),
      value,
    ]);
  const titles = titleBook([...products.values()].map((p) => p.record));

  for (const { id, record } of products.values()) {
    for (const language of languages) {
      const [title, description] = record.translations[language];
      write('PRODUCT', id, 'title', language, title);
      write('PRODUCT', id, 'description', language, plainText(description));
      write('PRODUCT', id, 'body_html', language, paragraphsHtml(description));
      write('PRODUCT', id, 'product_type', language, productType(record.productType, language));
    }
    const optionRows = db.all<{ id: number; name: string; option_values: string }>(
      'SELECT id, name, option_values FROM product_options WHERE product_id = ?',
      [id],
    );
    // "Title" / "Default Title" is Shopify's placeholder option: it has nothing to translate.
    for (const option of optionRows.filter((row) => row.name !== 'Title')) {
      for (const language of languages) {
        write('PRODUCT_OPTION', option.id, 'name', language, optionName(option.name, language));
        for (const { name } of JSON.parse(option.option_values) as { name: string }[]) {
          const value = optionValue(option.name, name, language);
          write('PRODUCT_OPTION_VALUE', `${option.id}/${name}`, 'name', language, value);
        }
      }
    }
    const metafields = db.all<{ id: number; key: string; value: string }>(
      `SELECT id, key, value FROM metafields
       WHERE (owner_type = 'Product' AND owner_id = :id)
          OR (owner_type = 'ProductVariant' AND owner_id IN (SELECT id FROM variants WHERE product_id = :id))`,
      { id },
    );
    for (const metafield of metafields) {
      for (const language of languages) {
        const value = translatedMetafield(titles, record, metafield.key, metafield.value, language);
        if (value !== null) write('METAFIELD', metafield.id, 'value', language, value);
      }
    }
  }

  for (const collection of collections) {
    const row = db.get<{ id: number }>('SELECT id FROM collections WHERE handle = ?', [collection.handle]);
    if (!row) throw new Error(`Seed translations: no collection ${collection.handle}`);
    for (const language of languages) {
      const [title, description] = collection.translations[language];
      write('COLLECTION', row.id, 'title', language, title);
      write('COLLECTION', row.id, 'description', language, plainText(description));
      write('COLLECTION', row.id, 'body_html', language, paragraphsHtml(description));
    }
  }

  for (const [filter, phrase] of Object.entries(filterLabels)) {
    for (const language of languages) write('FILTER', filter, 'label', language, phrase[language]);
  }
}

/** The translated value of a metafield the product page shows; null for data (types, urls, flags). */
function translatedMetafield(
  titles: TitleBook,
  record: ProductRecord,
  key: string,
  value: string,
  language: Language,
): string | null {
  switch (key) {
    case 'subtitle':
      return subtitle(value, language);
    case 'accordions':
      return accordions(titles, record, value, language);
    case 'size_information':
      return lines(titles, value, language);
    case 'product_promo':
      return promotion(value, language);
    case 'color_name':
      return colourName(value, language);
    case 'sample_name':
      return sampleName(titles, value, language);
    default:
      return null;
  }
}
