import { randomUUID } from 'node:crypto';
import type { ContentSnapshot } from './content-store';
import type { StoredDocument } from './documents';

/** Preview sessions an editor opened from the writing room; their tokens are refs the API accepts. */
const sessions = new Set<string>();

/** A new preview session (Prismic's "Preview" button): its token is a URL under /prismic/previews/. */
export function openPreviewSession(origin: string): string {
  const token = `${origin}/prismic/previews/${randomUUID()}`;
  sessions.add(token);
  return token;
}

/**
 * What a ref serves: the master content, or under a preview session's token the master content with
 * every draft over it (the drafts are read at each query, so a saved draft shows on the next reload
 * of the previewed page). Null for a ref that is neither.
 */
export function snapshotForRef(
  ref: string,
  master: ContentSnapshot,
  drafts: () => StoredDocument[],
): ContentSnapshot | null {
  if (ref === master.ref) return master;
  if (!sessions.has(ref)) return null;
  const byId = new Map(master.byId);
  for (const draft of drafts()) byId.set(draft.id, draft);
  const documents = [...byId.values()];
  return { ...master, ref, documents, byId };
}
