import type { Db } from '../db';
import { collections } from './data/collections';
import { in2026, isoDate } from './dates';
import { paragraphsHtml } from './html';
import { collectionImagePath } from './image-paths';
import type { InsertedProduct } from './insert-products';

/** Collections with their members in catalogue order (the COLLECTION_DEFAULT sort). */
export function insertCollections(db: Db, products: Map<string, InsertedProduct>) {
  collections.forEach((collection, index) => {
    const { lastId: id } = db.run(
      `INSERT INTO collections (handle, title, description, description_html, image_path, seo_title, seo_description, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        collection.handle,
        collection.title,
        collection.description,
        paragraphsHtml(collection.description),
        collectionImagePath(collection.handle),
        `${collection.title} | Maison Aurèle`,
        collection.seoDescription,
        isoDate(in2026(20 + index * 7)),
      ],
    );
    const members = [...products.values()].filter((p) => p.record.collections.includes(collection.handle));
    members.forEach((product, position) => {
      db.run('INSERT INTO collection_products VALUES (?, ?, ?)', [id, product.id, position + 1]);
    });
  });
}
