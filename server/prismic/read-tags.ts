import 'server-only';
import type { PrismicDocument } from '@prismicio/client';
import { cacheTag } from 'next/cache';
import { cacheTags } from '../cache-tags';

/**
 * Next keeps 128 tags per cacheTag call; a read that holds more documents than this (every routed
 * document, for the sitemap) is tagged by its types only, which every change of those types expires.
 */
const maxDocumentTags = 100;

/** What a read asked Prismic for: the types it queried, or one document by type and UID. */
export type PrismicQuery = { types: readonly string[] } | { type: string; uid: string };

/**
 * Tags a cached Prismic read with what can change it (server/webhooks/prismic.ts expires them): the
 * catch-all `prismic`, the query (its types, or its type and UID), and every document it holds, by
 * itself or through a link field (a link carries the linked document's UID and the fields it fetched).
 */
export function tagPrismicRead(query: PrismicQuery, documents: readonly (PrismicDocument | null)[]): void {
  const queryTags =
    'uid' in query
      ? [cacheTags.prismicUid(query.type, query.uid)]
      : query.types.map((type) => cacheTags.prismicType(type));
  const ids = new Set<string>();
  for (const document of documents) if (document) collectDocumentIds(document, ids);
  const documentTags = ids.size <= maxDocumentTags ? [...ids].map(cacheTags.prismicDocument) : [];
  cacheTag(cacheTags.prismic, ...queryTags, ...documentTags);
}

/** The document's id and the id of every document its fields link to, at any depth. */
function collectDocumentIds(document: PrismicDocument, ids: Set<string>): void {
  ids.add(document.id);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const field = value as Record<string, unknown>;
    if (field.link_type === 'Document' && typeof field.id === 'string') ids.add(field.id);
    Object.values(field).forEach(visit);
  };
  visit(document.data);
}
