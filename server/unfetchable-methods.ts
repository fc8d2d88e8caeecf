import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * Methods the Fetch API refuses to represent (TRACE and TRACK; CONNECT never reaches a request
 * listener): Next.js builds a `Request` for its proxy from every request and answered them with a bare
 * 500 before any code of the shop ran. On the request-start channel (before Next sees the request) they
 * become a GET of the route that answers 405, on any Node host.
 */
const unfetchable = new Set(['TRACE', 'TRACK']);
const methodNotAllowedPath = '/api/method-not-allowed';

export function answerUnfetchableMethods(): void {
  const store = globalThis as { __shopUnfetchableMethods?: boolean };
  if (store.__shopUnfetchableMethods) return;
  store.__shopUnfetchableMethods = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    if (!unfetchable.has((request.method ?? '').toUpperCase())) return;
    request.method = 'GET';
    request.url = methodNotAllowedPath;
  });
}
