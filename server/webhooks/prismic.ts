import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The Prismic webhook's JSON body: Prismic sends the secret configured on the webhook in `secret`,
 * with the kind of change (`type`: api-update, test-trigger…) and the documents concerned.
 */
export const prismicWebhookSchema = z.object({
  secret: z.string().min(1),
  type: z.string().optional(),
  documents: z.array(z.string()).optional(),
});

/**
 * Constant-time comparison, so the answer time does not leak how much of a guess was right. Both sides
 * are hashed first: timingSafeEqual needs equal lengths, and the length must not leak either.
 */
export function secretMatches(received: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
