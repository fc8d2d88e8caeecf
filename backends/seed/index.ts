import type { Db } from '../db';
import { catalog } from './catalog';
import { collections } from './data/collections';
import { insertCollections } from './insert-collections';
import { insertCustomers, insertGiftCardsAndDiscounts } from './insert-customers';
import { insertProducts } from './insert-products';
import { insertSearchSynonyms } from './insert-search-synonyms';
import { seededRandom } from './random';
import { insertTranslations } from './translations/insert';

/** Fills a new database with the demo shop. Deterministic: the same rows every time. */
export function seed(db: Db): void {
  const random = seededRandom(2026);
  const products = insertProducts(db, catalog(random), random);
  insertCollections(db, products);
  insertTranslations(db, products, collections);
  insertCustomers(db, products, random);
  insertGiftCardsAndDiscounts(db);
  insertSearchSynonyms(db);
}
