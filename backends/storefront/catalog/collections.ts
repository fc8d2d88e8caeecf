import type { Db } from '../../db';
import type { CollectionRow } from './rows';

export type CollectionParent = CollectionRow & { __typename: 'Collection' };

function asCollectionParent(row: CollectionRow): CollectionParent {
  return { ...row, __typename: 'Collection' };
}

export function collectionById(db: Db, id: number): CollectionParent | null {
  const row = db.get<CollectionRow>('SELECT * FROM collections WHERE id = ?', [id]);
  return row ? asCollectionParent(row) : null;
}

export function collectionByHandle(db: Db, handle: string): CollectionParent | null {
  const row = db.get<CollectionRow>('SELECT * FROM collections WHERE handle = ?', [handle]);
  return row ? asCollectionParent(row) : null;
}

export function allCollections(db: Db): CollectionParent[] {
  return db.all<CollectionRow>('SELECT * FROM collections ORDER BY id').map(asCollectionParent);
}

export function collectionsOfProduct(db: Db, productId: number): CollectionParent[] {
  return db
    .all<CollectionRow>(
      `SELECT c.* FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
       WHERE cp.product_id = ? ORDER BY c.id`,
      [productId],
    )
    .map(asCollectionParent);
}
