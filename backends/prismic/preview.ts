import { randomUUID } from 'node:crypto';
import type { ContentSnapshot } from './content-store';
import type { StoredDocument } from './documents';

/**
 * Preview sessions an editor opened from the writing room; their tokens are refs the API accepts. Each
 * previews one document, as a preview from Prismic's editor does: its ref serves that document's draft
 * over the published content, and no other draft (null: the published content only).
 */
const sessions = new Map<string, string | null>();

/** A new preview session (Prismic's "Preview" button): its token is a URL under /prismic/previews/. */
export function openPreviewSession(origin: string, documentId: string | null): string {
  const token = `${origin}/prismic/previews/${randomUUID()}`;
  sessions.set(token, documentId);
  return token;
}

/**
 * What a ref serves: the master content, or under a preview session's token the master content with
 * the previewed document's draft over it (read at each query, so a saved draft shows on the next
 * reload of the previewed page). Null for a ref that is neither.
 */
export function snapshotForRef(
  ref: string,
  master: ContentSnapshot,
  draftOf: (id: string) => StoredDocument | undefined,
): ContentSnapshot | null {
  if (ref === master.ref) return master;
  if (!sessions.has(ref)) return null;
  const documentId = sessions.get(ref);
  const draft = documentId ? draftOf(documentId) : undefined;
  if (!draft) return { ...master, ref };
  const byId = new Map(master.byId).set(draft.id, draft);
  return { ...master, ref, documents: [...byId.values()], byId };
}
