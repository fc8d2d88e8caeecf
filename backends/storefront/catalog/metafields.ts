import type { Db } from '../../db';
import { gid, parseNumericGid } from '../ids';
import { collectionById, type CollectionParent } from './collections';
import { productById, type ProductParent } from './products';
import type { MetafieldRow } from './rows';
import { variantParent, type ProductVariantParent } from './variants';

/**
 * The parent object of the Metafield resolvers: plain fields, so a metafield of any owner (product,
 * variant, collection, customer) resolves the same way.
 */
export interface MetafieldParent {
  __typename: 'Metafield';
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  description: null;
}

export type OwnerType = 'Product' | 'ProductVariant' | 'Collection' | 'Customer';

function asMetafieldParent(row: MetafieldRow): MetafieldParent {
  const { namespace, key, type, value } = row;
  return {
    __typename: 'Metafield',
    id: gid('Metafield', row.id),
    namespace,
    key,
    type,
    value,
    description: null,
  };
}

/**
 * `metafield(namespace, key)`. Without a namespace Shopify reads the calling app's reserved namespace,
 * which holds nothing here.
 */
export function findMetafield(
  db: Db,
  ownerType: OwnerType,
  ownerId: number,
  namespace: string | null | undefined,
  key: string,
): MetafieldParent | null {
  if (!namespace) return null;
  const row = db.get<MetafieldRow>(
    'SELECT * FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
    [ownerType, ownerId, namespace, key],
  );
  return row ? asMetafieldParent(row) : null;
}

/** `metafields(identifiers)`: one entry per identifier, null where the owner has none. */
export function findMetafields(
  db: Db,
  ownerType: OwnerType,
  ownerId: number,
  identifiers: readonly { namespace?: string | null; key: string }[],
): (MetafieldParent | null)[] {
  return identifiers.map((id) => findMetafield(db, ownerType, ownerId, id.namespace, id.key));
}

export type Reference = ProductParent | ProductVariantParent | CollectionParent;

/** What a reference metafield points at; null for types whose targets are not in the database. */
export function referenceOf(db: Db, type: string, value: string): Reference | null {
  const load = referenceLoaders[type];
  return load ? load(db, value) : null;
}

/** The targets of a list reference metafield, skipping ids that no longer exist, as Shopify does. */
export function referencesOf(db: Db, type: string, value: string): Reference[] | null {
  const load = type.startsWith('list.') ? referenceLoaders[type.slice(5)] : undefined;
  if (!load) return null;
  const ids = JSON.parse(value) as string[];
  return ids.map((id) => load(db, id)).filter((item): item is Reference => item !== null);
}

const referenceLoaders: Record<string, (db: Db, id: string) => Reference | null> = {
  product_reference: (db, id) => numeric(id, 'Product', (n) => productById(db, n)),
  variant_reference: (db, id) => numeric(id, 'ProductVariant', (n) => variantParent(db, n)),
  collection_reference: (db, id) => numeric(id, 'Collection', (n) => collectionById(db, n)),
};

function numeric<T>(id: string, type: string, load: (id: number) => T | null): T | null {
  const n = parseNumericGid(id, type);
  return n === null ? null : load(n);
}
