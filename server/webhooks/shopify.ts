import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTags } from '../cache-tags';

/**
 * Shopify webhooks (products/*, collections/*): signed with `X-Shopify-Hmac-Sha256`, the base64
 * HMAC-SHA256 of the raw body under the app's webhook secret. Only the raw bytes verify: the body is
 * parsed after the check, never before.
 */
export function verifyShopifyHmac(rawBody: string, hmacHeader: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const received = Buffer.from(hmacHeader, 'base64');
  // A SHA-256 digest is always 32 bytes: refusing another length leaks nothing about the secret.
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const withHandle = z.object({ handle: z.string().min(1) });

/**
 * The cache tags a webhook expires. A product change reaches its page and the listings that show its
 * card (collection reads); a deletion names only an id, so every product or collection read goes.
 * Null for a topic the shop does not cache.
 */
export function shopifyWebhookTags(topic: string, body: unknown): string[] | null {
  const handle = withHandle.safeParse(body).data?.handle;
  switch (topic) {
    case 'products/create':
    case 'products/update':
      return handle ? [cacheTags.product(handle), cacheTags.collections] : [cacheTags.products];
    case 'products/delete':
      return [cacheTags.products, cacheTags.collections];
    case 'collections/create':
    case 'collections/update':
      return handle ? [cacheTags.collection(handle)] : [cacheTags.collections];
    case 'collections/delete':
      return [cacheTags.collections];
    default:
      return null;
  }
}
