import type { Db } from '../../db';
import type { ProductRow } from './rows';

/** The parent object every Product field resolver reads. */
export type ProductParent = ProductRow & { __typename: 'Product' };

function asProductParent(row: ProductRow): ProductParent {
  return { ...row, __typename: 'Product' };
}

export function productById(db: Db, id: number): ProductParent | null {
  const row = db.get<ProductRow>('SELECT * FROM products WHERE id = ?', [id]);
  return row ? asProductParent(row) : null;
}

export function productByHandle(db: Db, handle: string): ProductParent | null {
  const row = db.get<ProductRow>('SELECT * FROM products WHERE handle = ?', [handle]);
  return row ? asProductParent(row) : null;
}

/** Every product published to the storefront, in id order. */
export function publishedProducts(db: Db): ProductParent[] {
  return db
    .all<ProductRow>('SELECT * FROM products WHERE published_at <= ? ORDER BY id', [new Date().toISOString()])
    .map(asProductParent);
}

/** A collection's published products in its manual order (COLLECTION_DEFAULT). */
export function productsOfCollection(db: Db, collectionId: number): ProductParent[] {
  return db
    .all<ProductRow>(
      `SELECT p.* FROM collection_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.collection_id = ? AND p.published_at <= ? ORDER BY cp.position, p.id`,
      [collectionId, new Date().toISOString()],
    )
    .map(asProductParent);
}

export function productTags(row: ProductRow): string[] {
  return JSON.parse(row.tags) as string[];
}
