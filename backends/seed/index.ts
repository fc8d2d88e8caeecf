import type { Db } from '../db';
import { catalog } from './catalog';
import { insertCollections } from './insert-collections';
import { insertCustomers, insertGiftCardsAndDiscounts } from './insert-customers';
import { insertProducts } from './insert-products';
import { seededRandom } from './random';

/** Fills a new database with the demo shop. Deterministic: the same rows every time. */
export function seed(db: Db): void {
  const random = seededRandom(2026);
  const products = insertProducts(db, catalog(random), random);
  insertCollections(db, products);
  insertCustomers(db, products, random);
  insertGiftCardsAndDiscounts(db);
}
