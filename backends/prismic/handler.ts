import { z } from 'zod';
import { sendJson, type Handler } from '../http';
import { contentStore as store } from './content';
import { draftStore } from './drafts';
import { PrismicApiError, invalidParameter, refNotFound } from './errors';
import { openPreviewSession, snapshotForRef } from './preview';
import { repositoryInfo } from './repository';
import { searchDocuments } from './search';

const apiRoot = '/prismic/api/v2';
const previewRoot = '/prismic/previews';
/** The document a new preview session previews (`?documentId=`); none: the published content only. */
const previewQuery = z
  .string()
  .regex(/^[\w-]{1,120}$/)
  .optional();

/** The Prismic Content API v2 over the documents in backends/content/, served under /prismic/api/v2. */
export const prismicHandler: Handler = async (req, res, url, ctx) => {
  if (await ctx.knobs.interfere(res, 'rest')) return;
  if (req.method === 'POST' && url.pathname === previewRoot) {
    // What the writing room's "Preview" button does: a new preview session, its token a URL.
    const documentId = previewQuery.safeParse(url.searchParams.get('documentId') ?? undefined);
    if (!documentId.success)
      return sendJson(res, 400, { type: 'api_validation_error', message: 'documentId: not a document id' });
    return sendJson(res, 201, { token: openPreviewSession(ctx.origin, documentId.data ?? null) });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(
      res,
      405,
      { type: 'api_validation_error', message: 'The Content API only answers GET' },
      { allow: 'GET, HEAD' },
    );
  }
  const route = url.pathname.slice(apiRoot.length).replace(/\/$/, '');
  try {
    const snapshot = store.current();
    if (route === '')
      return sendJson(res, 200, repositoryInfo(snapshot, `${ctx.origin}${apiRoot}/documents/search`));
    if (route === '/documents/search') {
      const ref = url.searchParams.get('ref');
      if (!ref) throw invalidParameter("Missing required parameter 'ref'");
      const served = snapshotForRef(ref, snapshot, (id) => draftStore.get(id));
      if (!served) throw refNotFound(snapshot.ref);
      return sendJson(res, 200, searchDocuments(served, url, ctx.origin));
    }
    sendJson(res, 404, { type: 'not_found', message: `No Content API endpoint at ${url.pathname}` });
  } catch (error) {
    if (!(error instanceof PrismicApiError)) throw error;
    sendJson(res, error.status, error.body);
  }
};
