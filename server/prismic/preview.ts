import 'server-only';
import * as prismic from '@prismicio/client';
import { cookies, draftMode } from 'next/headers';
import { defaultLocale } from '@/lib/markets';
import { safeInternalPath } from '@/lib/redirect-target';
import { serverConfig } from '../config';
import { prismicClient } from './client';

/** The cookie Prismic's toolbar reads and writes: `{ "<repository>.prismic.io": { preview: token } }`. */
export const previewCookieName = prismic.cookie.preview;

/**
 * A preview session starts only with a preview token of this repository (a URL under its previews
 * prefix; the master ref, public to anyone, is no preview) that the repository itself accepts as a ref.
 * The query is sent by hand: the client would quietly retry an unknown ref with the master ref,
 * accepting any token. Returns the path to show (the previewed document's page, else the home page),
 * or null.
 */
export async function verifyPreview(token: string, documentId: string | null): Promise<string | null> {
  if (!token.startsWith(serverConfig().prismic.previewTokenPrefix)) return null;
  const client = prismicClient(defaultLocale);
  const url = await client.buildQueryURL({
    ref: token,
    lang: '*',
    pageSize: 1,
    filters: documentId ? [prismic.filter.at('document.id', documentId)] : [],
  });
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(8000) });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const { results } = (await response.json()) as { results: { url?: string | null }[] };
  const document = results[0];
  if (documentId && !document) return null;
  return (documentId && safeInternalPath(document?.url, serverConfig().siteUrl)) || '/';
}

/** The preview token the toolbar stored for this repository, if any. */
export function previewTokenFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const sessions = JSON.parse(value) as Record<string, { preview?: unknown }>;
    const token = sessions[`${serverConfig().prismic.repository}.prismic.io`]?.preview;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The preview session a request is in: in draft mode, the token /api/preview verified and left in the
 * toolbar's cookie; reads under it see the editor's drafts. Null outside a preview, and during a
 * prerender (draft mode reads as off there), so no page turns dynamic for it.
 */
export async function previewRef(): Promise<string | null> {
  if (!(await draftMode()).isEnabled) return null;
  const token = previewTokenFromCookie((await cookies()).get(previewCookieName)?.value);
  return token?.startsWith(serverConfig().prismic.previewTokenPrefix) ? token : null;
}
