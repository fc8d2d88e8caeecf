import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * Requests Next.js answers with a bare 500 before any code of the shop runs, on any Node host: a
 * method the Fetch API cannot carry (TRACE, TRACK: Next builds a `Request` for its proxy from every
 * request; CONNECT never reaches a request listener), and a write to its build files under /_next/
 * (the proxy's matcher leaves those to Next, which took a POST there for a server action). On the
 * request-start channel, before Next sees them, they become a GET of the route that answers 405.
 */
const unfetchable = new Set(['TRACE', 'TRACK']);
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const methodNotAllowedPath = '/api/method-not-allowed';

export function answerRequestsNextFailsOn(): void {
  const store = globalThis as { __shopRequestsNextFailsOn?: boolean };
  if (store.__shopRequestsNextFailsOn) return;
  store.__shopRequestsNextFailsOn = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    const method = (request.method ?? '').toUpperCase();
    const buildFileWrite = (request.url ?? '').startsWith('/_next/') && !readMethods.has(method);
    if (!unfetchable.has(method) && !buildFileWrite) return;
    request.method = 'GET';
    request.url = methodNotAllowedPath;
  });
}
