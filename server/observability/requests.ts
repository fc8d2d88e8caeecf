import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeTemplate } from '@/lib/route-template';
import { SpanStatusCode } from '@opentelemetry/api';
import { actionHeader } from '../next-internals/server-references';
import { answerLogger } from './log';
import { metrics } from './metrics';
import { requestContexts, requestIdFrom, requestIdHeader, type RequestContext } from './request-context';
import { serverActionName } from './server-action-names';
import { startRequestSpan, tracer } from './tracing';

/**
 * One log line and one count per answer (issue 35), on any Node host: each request gets its id on
 * Node's request-start channel (before the front, Next's proxy or a page sees it), the id goes back
 * on the answer, and when the answer is done (or the client left) its route template, status,
 * duration and cache outcome are logged and counted.
 */

/** Answers an operator rarely reads one by one: logged at `debug`, counted like the others. */
const quietRoutes = new Set(['/_next/static', '/_next/image', '/_next', '/[file]', '/api/health']);

/** The proxy's own rewrite come back over HTTP (server/next-internals/rewrite.ts): its first pass counts. */
function isRewriteLeg(request: IncomingMessage): boolean {
  const proof = (globalThis as { __shopRewriteProof?: string }).__shopRewriteProof;
  return proof !== undefined && request.headers['x-shop-internal-rewrite'] === proof;
}

function cacheOutcome(response: ServerResponse): string | undefined {
  if (response.getHeader('x-front-cache') === 'HIT') return 'front-hit';
  const next = response.getHeader('x-nextjs-cache');
  return typeof next === 'string' ? next.toLowerCase() : undefined;
}

/** Once per process, from instrumentation.ts (server/startup.ts). */
export function observeRequests(): void {
  const store = globalThis as { __shopRequestsObserved?: boolean };
  if (store.__shopRequestsObserved) return;
  store.__shopRequestsObserved = true;
  const log = answerLogger();
  const counts = metrics();
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const id = requestIdFrom(request.headers[requestIdHeader]);
    // Kept on the request too, so a rewrite Next sends back over HTTP keeps the same id.
    request.headers[requestIdHeader] = id;
    response.setHeader(requestIdHeader, id);
    const method = request.method ?? '';
    const rewriteLeg = isRewriteLeg(request);
    const active = tracer();
    const span = active && startRequestSpan(active, method, request.headers, rewriteLeg);
    const action = request.headers[actionHeader];
    const actionName = typeof action === 'string' ? serverActionName(action) : undefined;
    // A request left out of the sample has a trace id no backend will ever hold: not logged.
    const traceId = span?.isRecording() ? span.spanContext().traceId : undefined;
    const context: RequestContext = { id, traceId };
    // The channel publishes synchronously before the server emits the request: everything run for
    // it inherits the context (server/unavailable-status.ts does the same).
    requestContexts.enterWith(context);
    const pathname = (request.url ?? '/').split('?', 1)[0]!;
    const started = performance.now();
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = response.writableFinished ? response.statusCode : 499;
      const route = routeTemplate(pathname, method, status);
      const cache = cacheOutcome(response);
      if (span) {
        span.updateName(actionName ? `${method} ${route} action ${actionName}` : `${method} ${route}`);
        span.setAttributes({
          'http.request.method': method,
          'http.route': route,
          'http.response.status_code': status,
          'shop.request_id': id,
          ...(actionName ? { 'shop.server_action': actionName } : {}),
        });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      if (counts && !rewriteLeg) {
        counts.requests.inc({ route, method, status });
        counts.requestDuration.observe({ route, method }, seconds);
        if (cache && cache !== 'front-hit') counts.pageCache.inc({ outcome: cache });
      }
      const level = rewriteLeg || quietRoutes.has(route) ? 'debug' : status >= 500 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const line = {
        reqId: id,
        traceId: context.traceId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        cache,
        action: actionName,
      };
      log[level](rewriteLeg ? { ...line, leg: 'rewrite' } : line, 'answer');
    });
  });
}
