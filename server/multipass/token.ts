import 'server-only';
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** An address as Shopify's multipass customer JSON carries it (snake_case, `default` on one). */
export interface MultipassAddress {
  first_name: string;
  last_name: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  province_code?: string;
  country: string;
  country_code: string;
  zip: string;
  phone?: string;
  default: boolean;
}

interface MultipassCustomer {
  email: string;
  first_name?: string;
  last_name?: string;
  addresses?: MultipassAddress[];
  /** Where the store sends the customer once signed in: here, always the cart's checkout. */
  return_to: string;
}

/**
 * Shopify's multipass token (shopify.dev, "Multipass"): the customer JSON with `created_at`, encrypted
 * with AES-128-CBC under the first 16 bytes of SHA-256(secret) with a random IV, signed with
 * HMAC-SHA256 under the last 16 bytes, and `iv + ciphertext + signature` in URL-safe base64.
 */
export function multipassToken(secret: string, customer: MultipassCustomer, now = new Date()): string {
  const keys = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', keys.subarray(0, 16), iv);
  const json = JSON.stringify({ ...customer, created_at: now.toISOString() });
  const encrypted = Buffer.concat([iv, cipher.update(json, 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', keys.subarray(16, 32)).update(encrypted).digest();
  return Buffer.concat([encrypted, signature]).toString('base64url');
}

/** The store's multipass log-in address for a token. */
export function multipassLoginUrl(storeOrigin: string, token: string): string {
  return `${storeOrigin}/account/login/multipass/${token}`;
}
