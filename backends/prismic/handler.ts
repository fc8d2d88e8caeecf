import { sendJson, type Handler } from '../http';
import { randomUUID } from 'node:crypto';
import { contentStore as store } from './content';
import { PrismicApiError } from './errors';
import { repositoryInfo } from './repository';
import { searchDocuments } from './search';

const apiRoot = '/prismic/api/v2';
const previewRoot = '/prismic/previews/';
/** Preview sessions an editor opened; their tokens are refs this API accepts (with the master content). */
const previewSessions = new Set<string>();

/** The Prismic Content API v2 over the documents in backends/content/, served under /prismic/api/v2. */
export const prismicHandler: Handler = async (req, res, url, ctx) => {
  if (await ctx.knobs.interfere(res, 'rest')) return;
  if (req.method === 'POST' && url.pathname === previewRoot.slice(0, -1)) {
    // What the writing room's "Preview" button does: a new preview session, its token a URL.
    const token = `${ctx.origin}${previewRoot}${randomUUID()}`;
    previewSessions.add(token);
    return sendJson(res, 201, { token });
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
    if (route === '/documents/search')
      return sendJson(res, 200, searchDocuments(snapshot, url, ctx.origin, previewSessions));
    sendJson(res, 404, { type: 'not_found', message: `No Content API endpoint at ${url.pathname}` });
  } catch (error) {
    if (!(error instanceof PrismicApiError)) throw error;
    sendJson(res, error.status, error.body);
  }
};
