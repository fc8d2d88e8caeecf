import 'server-only';
import type { PrismicDocument, SliceZone } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { prismicClient } from './client';

/** The private page, and any page an editor flagged private (spec §2.3 privatePage). */
export function isPrivateDocument(document: PrismicDocument): boolean {
  return document.type === 'private_page' || document.data.private_page === true;
}

/**
 * What a cached read may keep of a document: a private one without its slices. The page's public frame
 * (title, metadata, alternates) stays cacheable and static; the slices are read per request, after the
 * private check, by `getPrivateSlices`.
 */
export function withoutPrivateContent<T extends PrismicDocument>(document: T): T {
  return isPrivateDocument(document) ? { ...document, data: { ...document.data, slices: [] } } : document;
}

/**
 * The slices of a private document, read uncached: call it only once the visitor passed the private
 * check (components/editorial/PrivateContent.tsx).
 */
export async function getPrivateSlices(
  locale: Locale,
  document: Pick<PrismicDocument, 'type' | 'uid'>,
): Promise<SliceZone> {
  const client = prismicClient(locale);
  const full = document.uid
    ? await client.getByUID(document.type, document.uid)
    : await client.getSingle(document.type);
  return isPrivateDocument(full) ? ((full.data.slices as SliceZone | undefined) ?? []) : [];
}
