import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';

export type UrlTokenPurpose = 'reset' | 'activate';

/** How long a reset or activation link works. */
const lifetimeMs: Record<UrlTokenPurpose, number> = {
  reset: 24 * 60 * 60 * 1000,
  activate: 30 * 24 * 60 * 60 * 1000,
};

export function issueUrlToken(db: Db, customerId: number, purpose: UrlTokenPurpose): string {
  const token = randomBytes(24).toString('hex');
  const expiresAt = new Date(Date.now() + lifetimeMs[purpose]).toISOString();
  db.run('INSERT INTO customer_url_tokens (token, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?)', [
    token,
    customerId,
    purpose,
    expiresAt,
  ]);
  return token;
}

/**
 * Shopify's links: {shop}/account/reset/{customerId}/{token} and .../activate/{customerId}/{token}.
 * The shop rebuilds them from its own reset and activation pages.
 */
export function customerUrl(
  shopUrl: string,
  purpose: UrlTokenPurpose,
  customerId: number,
  token: string,
): string {
  return `${shopUrl.replace(/\/$/, '')}/account/${purpose}/${customerId}/${token}`;
}

/**
 * The customer a link belongs to, when its token is live, unused, of this purpose and of that
 * customer. Tokens are used up only by `spendUrlTokens`, after the rest of the mutation succeeded.
 */
export function customerOfUrl(db: Db, url: string, purpose: UrlTokenPurpose): number | null {
  const match = new RegExp(`/account/${purpose}/(\\d+)/([0-9a-f]+)(?:[/?#]|$)`).exec(url);
  if (!match) return null;
  const [, customerId, token] = match;
  const row = db.get<{ customer_id: number }>(
    `SELECT customer_id FROM customer_url_tokens
     WHERE token = ? AND purpose = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?`,
    [token!, purpose, Number(customerId), new Date().toISOString()],
  );
  return row?.customer_id ?? null;
}

/**
 * A new password spends every open link of the customer, not only the one followed: as on Shopify,
 * an older reset e-mail must not set the password again after a newer one (or the account page) did.
 */
export function spendUrlTokens(db: Db, customerId: number): void {
  db.run('UPDATE customer_url_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL', [
    new Date().toISOString(),
    customerId,
  ]);
}
