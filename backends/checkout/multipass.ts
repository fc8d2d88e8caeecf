import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The store's side of Shopify's multipass (shopify.dev, "Multipass"): a token is URL-safe base64 of
 * `iv (16) + AES-128-CBC ciphertext + HMAC-SHA256 (32)`, the cipher keyed by the first 16 bytes of
 * SHA-256(secret) and the signature by the last 16. Anything else, or a bad signature, is refused.
 */

const addressSchema = z.object({
  first_name: z.string().max(255).default(''),
  last_name: z.string().max(255).default(''),
  company: z.string().max(255).optional(),
  address1: z.string().max(255).default(''),
  address2: z.string().max(255).optional(),
  city: z.string().max(255).default(''),
  province: z.string().max(255).optional(),
  country: z.string().max(255).optional(),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  zip: z.string().max(32).default(''),
  phone: z.string().max(64).optional(),
  default: z.boolean().default(false),
});

const customerSchema = z.object({
  email: z.email().max(254),
  created_at: z.iso.datetime({ offset: true }),
  return_to: z.url().optional(),
  first_name: z.string().max(255).optional(),
  last_name: z.string().max(255).optional(),
  addresses: z.array(addressSchema).max(20).default([]),
});

export type MultipassCustomer = z.infer<typeof customerSchema>;
export type MultipassAddress = z.infer<typeof addressSchema>;

/** How long after `created_at` a token still signs a customer in; Shopify's own tokens are short-lived. */
export const multipassMaxAgeMs = 15 * 60 * 1000;
/** Clock drift allowed between the shop and the store. */
const clockSkewMs = 60 * 1000;

/** The customer a token carries, or null when it is not one signed with `secret` (or is malformed). */
export function readMultipassToken(secret: string, token: string): MultipassCustomer | null {
  if (!/^[A-Za-z0-9_-]{1,8000}={0,2}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // The IV, at least one AES block and the signature.
  if (bytes.length < 16 + 16 + 32) return null;
  const keys = createHash('sha256').update(secret).digest();
  const signed = bytes.subarray(0, bytes.length - 32);
  const signature = bytes.subarray(bytes.length - 32);
  const expected = createHmac('sha256', keys.subarray(16, 32)).update(signed).digest();
  if (!timingSafeEqual(signature, expected)) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', keys.subarray(0, 16), signed.subarray(0, 16));
    const json = Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8');
    const parsed = customerSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A token is good for signing in from `created_at` (less the clock skew) for multipassMaxAgeMs. */
export function isFreshMultipass(customer: MultipassCustomer, now = Date.now()): boolean {
  const created = Date.parse(customer.created_at);
  return created - clockSkewMs <= now && now - created <= multipassMaxAgeMs;
}
