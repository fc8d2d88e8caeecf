import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTags } from '../cache-tags';

/** Most documents one webhook is looked up for; a larger publish (a release, a bulk edit) expires every read. */
const maxLookedUpDocuments = 100;

/**
 * The Prismic webhook's JSON body (prismic.io/docs/webhooks; @prismicio/client's `WebhookBody`):
 * the secret configured on the webhook, the kind of call (`api-update` on a publish, an unpublish, a
 * release or tag change; `test-trigger` from the "Trigger it" button), and for an update the new
 * master ref and the ids of the documents it published, changed or unpublished. Only `secret` is
 * required: an operator's hand-made call with nothing else still refreshes the content.
 */
export const prismicWebhookSchema = z.object({
  secret: z.string().min(1),
  type: z.string().optional(),
  masterRef: z.string().max(256).optional(),
  documents: z
    .array(z.string().regex(/^[\w-]{1,128}$/))
    .max(10_000)
    .optional(),
});

export type PrismicWebhook = z.infer<typeof prismicWebhookSchema>;

/** A document the webhook names, as the repository holds it at the new master ref. */
export interface PublishedDocument {
  id: string;
  type: string;
  uid: string | null;
}

/**
 * The cache tags a Prismic webhook expires (server/prismic/read-tags.ts tags the reads); a test
 * trigger changes nothing. Named documents expire every read holding one (itself or by a link) and the
 * queries of its type and UID. Whatever cannot be told exactly (no document named, too many, a failed
 * lookup, an unpublished document whose lists are gone with its type) expires every Prismic read.
 */
export async function prismicWebhookTags(
  { type, documents, masterRef }: PrismicWebhook,
  lookUp: (ids: string[], ref: string | undefined) => Promise<PublishedDocument[]>,
): Promise<string[]> {
  if (type === 'test-trigger') return [];
  const ids = [...new Set(documents ?? [])];
  if (ids.length === 0 || ids.length > maxLookedUpDocuments) return [cacheTags.prismic];
  let published: PublishedDocument[];
  try {
    published = await lookUp(ids, masterRef);
  } catch (error) {
    console.error('[revalidate] changed documents not looked up:', (error as Error).message);
    return [cacheTags.prismic];
  }
  if (ids.some((id) => !published.some((document) => document.id === id))) return [cacheTags.prismic];
  const tags = [
    ...ids.map(cacheTags.prismicDocument),
    ...published.flatMap((document) => [
      cacheTags.prismicType(document.type),
      ...(document.uid ? [cacheTags.prismicUid(document.type, document.uid)] : []),
    ]),
  ];
  return [...new Set(tags)];
}

/**
 * Constant-time comparison, so the answer time does not leak how much of a guess was right. Both sides
 * are hashed first: timingSafeEqual needs equal lengths, and the length must not leak either.
 */
export function secretMatches(received: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
