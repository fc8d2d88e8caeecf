import type { Db } from '../../db';
import { badRequest, unsupported } from './errors';
import { collectionById } from './collections';
import { productById } from './products';
import { variantParent } from './variants';

const loaders: Record<string, (db: Db, id: number) => unknown> = {
  Product: productById,
  ProductVariant: variantParent,
  Collection: collectionById,
};

/** `node(id)`: the object a global id names, null when it names nothing in the database. */
export function nodeById(db: Db, id: string): unknown {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)/.exec(id);
  if (!match) throw badRequest(`Invalid global id '${id}'`);
  const [, type, key] = match as unknown as [string, string, string];
  const load = loaders[type];
  if (!load) throw unsupported(`node for ${type} ids`);
  return /^\d+$/.test(key) ? load(db, Number(key)) : null;
}

/** An `id` argument of `product(id:)` or `collection(id:)`: its number, or null for another type. */
export function numericIdOf(id: string, type: string): number | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)/.exec(id);
  if (!match) throw badRequest(`Invalid global id '${id}'`);
  return match[1] === type && /^\d+$/.test(match[2]!) ? Number(match[2]) : null;
}
