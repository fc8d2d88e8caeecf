import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeTemplate } from '@/lib/route-template';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { actionHeader } from '../next-internals/server-references';
import { deferUntilNext, frontProbe } from './front-probe';
import { answerLogger } from './log';
import { metrics } from './metrics';
import { requestContexts, requestIdFrom, requestIdHeader, type RequestContext } from './request-context';
import { serverActionName } from './server-action-names';
import { startRequestSpan, tracer } from './tracing';

/**
 * One log line and one count per answer (docs/adr/0024), on any Node host: each request gets its id on
 * Node's request-start channel (before the front, Next's proxy or a page sees it), the id goes back
 * on the answer, and when the answer is done (or the client left) its route template, status,
 * duration and cache outcome are logged and counted.
 */

/** Answers an operator rarely reads one by one: logged at `debug`, counted like the others. */
const quietRoutes = new Set(['/_next/static', '/_next/image', '/_next', '/[file]', '/api/health']);

/**
 * The route template of each path seen lately: working one out walks the page table (as costly as the
 * rest of the observing of a front-cache hit, docs/adr/0024), and a shop's traffic is a few hundred
 * paths. Bounded, so a scanner's made-up paths cannot grow it; a 404 is `unmatched` whatever its path.
 */
const knownRoutes = new Map<string, string>();
const maxKnownRoutes = 2000;

function routeOf(pathname: string, method: string, status: number): string {
  if (status === 404) return routeTemplate(pathname, method, status);
  const key = `${method} ${pathname}`;
  let route = knownRoutes.get(key);
  if (route === undefined) {
    if (knownRoutes.size >= maxKnownRoutes) knownRoutes.clear();
    route = routeTemplate(pathname, method, status);
    knownRoutes.set(key, route);
  }
  return route;
}

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
    const action = request.headers[actionHeader];
    const actionName = typeof action === 'string' ? serverActionName(action) : undefined;
    const context: RequestContext = { id };
    // The channel publishes synchronously before the server emits the request: everything run for
    // it inherits the context (server/unavailable-status.ts does the same).
    requestContexts.enterWith(context);
    const pathname = (request.url ?? '/').split('?', 1)[0]!;
    const started = performance.now();
    const active = tracer();
    let span: Span | undefined;
    const startSpan = () => {
      span = startRequestSpan(active!, method, request.headers, rewriteLeg, started);
      // A request left out of the sample has no trace (or, the proxy's rewrite of one, an unrecorded span).
      if (span?.isRecording()) context.traceId = span.spanContext().traceId;
    };
    // Behind the shop's front, only what it hands to Next is traced: its own answers (its micro-cache,
    // static files, health, refusals) have no work below them to see, and are most of its traffic.
    if (active) {
      if (frontProbe()) deferUntilNext(request, startSpan);
      else startSpan();
    }
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = response.writableFinished ? response.statusCode : 499;
      const route = routeOf(pathname, method, status);
      const cache = cacheOutcome(response);
      // A request left out of the sample has no span, or one that records nothing: nothing to name or end.
      if (span?.isRecording()) {
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
      // A front-cache hit is a copy of an answer logged less than a second ago, and the most frequent
      // answer: like a CDN's hits, it is counted (shop_front_cache_total, shop_http_requests_total),
      // its line is `debug` (serialising and writing it cost more than the rest of its observing).
      const quiet = rewriteLeg || cache === 'front-hit' || quietRoutes.has(route);
      const level = quiet ? 'debug' : status >= 500 ? 'warn' : 'info';
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
