import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { parseGid } from '../ids';
import type { Attribute, CartLineRow, CartRow } from './rows';

/** Cart tokens look like Shopify's (`c1-` + 32 hex); unguessable, since the token is the only key. */
export function newCartToken(): string {
  return `c1-${randomBytes(16).toString('hex')}`;
}

export function newLineId(): string {
  return randomUUID();
}

/** The cart a gid names, unless it is unknown or already turned into an order. */
export function findOpenCart(db: Db, cartId: string): CartRow | null {
  const token = parseGid(cartId, 'Cart');
  if (!token) return null;
  return db.get<CartRow>('SELECT * FROM carts WHERE token = ? AND completed_at IS NULL', [token]) ?? null;
}

export function cartByToken(db: Db, token: string): CartRow | null {
  return db.get<CartRow>('SELECT * FROM carts WHERE token = ?', [token]) ?? null;
}

export function linesOf(db: Db, token: string): CartLineRow[] {
  return db.all<CartLineRow>('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position, id', [token]);
}

export function insertCart(
  db: Db,
  cart: Pick<CartRow, 'token' | 'country' | 'email' | 'phone' | 'customer_id' | 'customer_access_token'> & {
    delivery_address_id: number | null;
  },
  now: string,
): void {
  db.run(
    `INSERT INTO carts (token, country, email, phone, customer_id, customer_access_token, delivery_address_id,
       created_at, updated_at)
     VALUES (:token, :country, :email, :phone, :customer_id, :customer_access_token, :delivery_address_id,
       :now, :now)`,
    { ...cart, now },
  );
}

type CartPatch = Partial<Omit<CartRow, 'token' | 'created_at' | 'completed_at'>>;

/** Writes the given columns and bumps updated_at. */
export function updateCart(db: Db, token: string, patch: CartPatch): void {
  const columns = Object.keys(patch);
  const assignments = [...columns.map((column) => `${column} = :${column}`), 'updated_at = :updated_at'];
  db.run(`UPDATE carts SET ${assignments.join(', ')} WHERE token = :token`, {
    ...patch,
    updated_at: new Date().toISOString(),
    token,
  });
}

/** Replaces the cart's lines with `lines` (already validated), keeping ids of surviving lines. */
export function saveLines(db: Db, token: string, lines: readonly CartLineRow[]): void {
  db.run('DELETE FROM cart_lines WHERE cart_token = ?', [token]);
  lines.forEach((line, position) =>
    db.run(
      `INSERT INTO cart_lines (id, cart_token, variant_id, quantity, attributes, position)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [line.id, token, line.variant_id, line.quantity, line.attributes, position],
    ),
  );
}

export function parseAttributes(json: string): Attribute[] {
  return JSON.parse(json) as Attribute[];
}

export function parseDiscountCodes(json: string): string[] {
  return JSON.parse(json) as string[];
}

export function parseGiftCardCodes(json: string): string[] {
  return JSON.parse(json) as string[];
}
