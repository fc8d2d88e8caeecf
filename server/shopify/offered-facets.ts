import 'server-only';
import * as prismic from '@prismicio/client';
import { z } from 'zod';
import type { Facet } from '@/lib/listing';
import type { ListingCategory } from '@/lib/listing-routes';
import { slugInput } from '../cached-input';
import { prismicClient } from '../prismic/client';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { COLLECTION_FACETS_QUERY } from './documents/collection';

/**
 * The facets each category's collection offers, so the proxy writes a listing state with offered
 * filters only and a flood of unknown ones renders nothing (docs/adr/0038).
 * Its own per-process lookup, as the proxy cannot call `'use cache'` reads; the proxy never waits for
 * it (no answer yet, or a failure, leaves the check to the render). Kept a minute, then refreshed in
 * the background: a webhook does not reach this copy sooner.
 */
const refreshMs = 60_000;
/** A failed read is tried again this soon, not on every request while the backend is down. */
const retryMs = 5_000;
/** Locales × categories is a few hundred; a uid is only looked up once its document is asked for. */
const maxEntries = 1000;

/** A category's collection: its handle (the page's read, and the proxy's reads ahead) and facets. */
interface OfferedCollection {
  handle: string;
  facets: readonly Facet[];
}

interface Entry {
  /** Undefined until read; null when the category or its collection does not exist. */
  collection?: OfferedCollection | null;
  readAt: number;
  failed: boolean;
  reading: boolean;
}

const entries = new Map<string, Entry>();

/** The category document's collection handle (spec §2.2: a _v2 document wins over the older type). */
const categoryDocument = z.object({ data: z.object({ collection_handle: slugInput }) });

/** The facets of the category's collection as last read, reading them again when due. */
export function offeredFacets(category: ListingCategory): readonly Facet[] | undefined {
  return offeredCollection(category)?.facets;
}

/** The category's collection as last read, reading it again when due (undefined: not known yet). */
export function offeredCollection({ locale, section, uid }: ListingCategory): OfferedCollection | undefined {
  if (uid !== undefined && !slugInput.safeParse(uid).success) return undefined;
  const key = `${locale}/${section}/${uid ?? ''}`;
  const now = Date.now();
  let entry = entries.get(key);
  if (!entry) {
    entry = { readAt: now, failed: false, reading: false };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    void read(entry, { locale, section, uid });
  } else if (!entry.reading && now - entry.readAt >= (entry.failed ? retryMs : refreshMs)) {
    void read(entry, { locale, section, uid });
  }
  return entry.collection ?? undefined;
}

async function read(entry: Entry, category: ListingCategory) {
  entry.reading = true;
  try {
    entry.collection = await readCollection(category);
    entry.failed = false;
  } catch {
    // The proxy goes on without the check; the page's render still reads the state against the facets.
    entry.failed = true;
  } finally {
    entry.readAt = Date.now();
    entry.reading = false;
  }
}

async function readCollection({ locale, section, uid }: ListingCategory): Promise<OfferedCollection | null> {
  const type = uid === undefined ? `root_category_page_${section}` : `category_page_${section}`;
  const client = prismicClient(locale);
  const document = async (documentType: string) => {
    try {
      return await (uid === undefined ? client.getSingle(documentType) : client.getByUID(documentType, uid));
    } catch (error) {
      if (error instanceof prismic.NotFoundError) return null;
      throw error;
    }
  };
  const [current, legacy] = await Promise.all([document(`${type}_v2`), document(type)]);
  const parsed = categoryDocument.safeParse(current ?? legacy);
  if (!parsed.success) return null;
  const handle = parsed.data.data.collection_handle;
  const { collection } = await storefrontRequest(COLLECTION_FACETS_QUERY, {
    variables: { handle, ...storefrontContext(locale) },
  });
  return collection ? { handle, facets: collection.products.filters as Facet[] } : null;
}
