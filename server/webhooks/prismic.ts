import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTags } from '../cache-tags';

/**
 * The Prismic webhook's JSON body (prismic.io/docs/webhooks; @prismicio/client's `WebhookBody`):
 * the secret configured on the webhook, the kind of call (`api-update` on a publish, an unpublish, a
 * release or tag change; `test-trigger` from the "Trigger it" button), and for an update the new
 * master ref and the ids of the documents it published or unpublished. Only `secret` is required:
 * an operator's hand-made call with nothing else still refreshes the content.
 */
export const prismicWebhookSchema = z.object({
  secret: z.string().min(1),
  type: z.string().optional(),
  documents: z.array(z.string()).optional(),
});

export type PrismicWebhook = z.infer<typeof prismicWebhookSchema>;

/**
 * The cache tags a Prismic webhook expires. A test trigger changes nothing. Any other call expires
 * every Prismic read: they all carry the one tag `prismic` and none names its documents
 * (server/prismic/*), and a document reaches pages that never asked for it by id (the shell's
 * navigation and footer, article lists and search, links that show another document's URL), so the
 * ids alone cannot say which pages changed. The cost is one render per page on its next visit.
 */
export function prismicWebhookTags({ type }: PrismicWebhook): string[] {
  return type === 'test-trigger' ? [] : [cacheTags.prismic];
}

/**
 * Constant-time comparison, so the answer time does not leak how much of a guess was right. Both sides
 * are hashed first: timingSafeEqual needs equal lengths, and the length must not leak either.
 */
export function secretMatches(received: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
