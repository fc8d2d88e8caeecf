import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import type { CustomerRow } from './rows';

/** Lifetime of a customer access token; Shopify's tokens also expire (and can be renewed). */
const lifetimeMs = 30 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  accessToken: string;
  expiresAt: string;
}

export function issueAccessToken(db: Db, customerId: number): IssuedToken {
  const accessToken = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + lifetimeMs).toISOString();
  db.run('INSERT INTO customer_access_tokens (token, customer_id, expires_at) VALUES (?, ?, ?)', [
    accessToken,
    customerId,
    expiresAt,
  ]);
  return { accessToken, expiresAt };
}

/** The enabled customer a live token belongs to, else null (unknown, expired or disabled). */
export function customerOfAccessToken(db: Db, token: string | null | undefined): CustomerRow | null {
  if (!token) return null;
  return (
    db.get<CustomerRow>(
      `SELECT c.* FROM customer_access_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token = ? AND t.expires_at > ? AND c.state = 'ENABLED'`,
      [token, new Date().toISOString()],
    ) ?? null
  );
}

/** Extends a live token's life; null when the token is unknown or expired. */
export function renewAccessToken(db: Db, token: string): IssuedToken | null {
  if (!customerOfAccessToken(db, token)) return null;
  const expiresAt = new Date(Date.now() + lifetimeMs).toISOString();
  db.run('UPDATE customer_access_tokens SET expires_at = ? WHERE token = ?', [expiresAt, token]);
  return { accessToken: token, expiresAt };
}

export function deleteAccessToken(db: Db, token: string): boolean {
  return db.run('DELETE FROM customer_access_tokens WHERE token = ?', [token]).changes > 0;
}

/** A new password ends every session, as Shopify does. */
export function revokeAccessTokens(db: Db, customerId: number): void {
  db.run('DELETE FROM customer_access_tokens WHERE customer_id = ?', [customerId]);
}
