import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { AdmissionGate, bypassesAdmission, healthPath, type Admittable } from './admission';
import { isAnonymousCartRead } from './anonymous-cart-read';
import { busyAnswer } from './busy-page';
import { expiresContent, FrontCache, frontCacheKey, maxCachedBodyBytes } from './front-cache';
import {
  allowedMethods,
  clientAddressHeader,
  clientAddressOf,
  screenRequest,
  type Screening,
} from '../lib/request-screen';
import { clientKeyOf } from '../lib/client-key';
import { localePath } from '../lib/routes';
import { configuredHeaders, readHeaderRules, type HeaderRule } from './configured-headers';
import { staticAnswer, type StaticAsset } from './static-assets';
import { isGeolocationRead } from '../lib/visitor-country';
import { holdChunkedBody, refuseTooLarge } from './body-cap';
import { asksReadiness, dependencyProbe, healthAnswer } from '../server/health';
import { exposeFront } from '../server/observability/front-probe';
import { logLoad } from './load-diagnostics';
import { startsInOwnContext } from './own-context';
import { recordAnswer } from './record-answer';
import { loadStaticAssets } from './static-files';
import {
  anonymousCartBody,
  answerVisitorJson,
  geolocationBody,
  header,
  visitorJsonHeaders,
} from './api-answers';
import { compressedAnswersHeld, readyForNext } from './compression';
import { connectionAccepted, startSoon } from './start-soon';

/**
 * The shop's HTTP server: Next.js behind a thin front that refuses, with a 4xx of the shop's own, what
 * Next's router would answer with a bare 500 (lib/request-screen.ts), and that sets the client address
 * rate limits count by. `npm start`, the tests and Lighthouse all run the shop through it.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? 'localhost';
const trustedProxies = Number(process.env.TRUSTED_PROXY_COUNT ?? 0);

const app = next({ dev, hostname, port, dir: process.cwd() });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * Admission control (front/admission.ts, docs/adr/0008-load-shedding.md). Node accepts one new connection
 * per turn of its event loop (libuv ≥ 1.45), so a turn that renders for every open connection at once
 * leaves new ones waiting in the kernel's accept queue for seconds. Few requests inside Next at once
 * keep each turn short; the rest wait in arrival order, and past the budget they get a 503 at once.
 */
const gate = new AdmissionGate({
  maxInFlight: Number(process.env.SHOP_MAX_IN_FLIGHT ?? 4),
  maxQueue: Number(process.env.SHOP_MAX_QUEUE ?? 1000),
  maxWaitMs: Number(process.env.SHOP_MAX_WAIT_MS ?? 3000),
  maxRendersPerClient: Number(process.env.SHOP_MAX_RENDERS_PER_CLIENT ?? 3),
});
setInterval(() => gate.expire(performance.now()), 100).unref();
/** The queue, the micro-cache and the kept compressed answers as the instance's metrics show them. */
const probe = exposeFront(() => gate.stats(), compressedAnswersHeld);
/** Shareable pages, each kept a second at most (front/front-cache.ts, docs/adr/0015-front-page-cache.md). */
const pageCache = new FrontCache({
  ttlMs: Number(process.env.SHOP_FRONT_CACHE_MS ?? 1000),
  maxBytes: Number(process.env.SHOP_FRONT_CACHE_BYTES ?? 32 * 1024 * 1024),
});
const distDir = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
/** next.config.ts's headers, for the answers the front makes itself (front/configured-headers.ts). */
const headerRules = dev ? [] : readHeaderRules(distDir);
/** The rules that hold whatever the request: every answer of the front's own gets them. */
const unconditionalRules: HeaderRule[] = headerRules.filter(
  (rule) => !rule.has?.length && !rule.missing?.length,
);
/** The build's scripts and styles, compressed at build time (front/static-assets.ts, docs/adr/0018). */
const staticAssets = dev ? new Map<string, StaticAsset>() : loadStaticAssets(distDir, headerRules);
// The front's own API answers, worked out once rather than matched against the rules per request.
const cartHeaders = visitorJsonHeaders('/api/cart', headerRules);
const geolocationHeaders = visitorJsonHeaders('/api/geolocation', headerRules);
const localBackends = process.env.LOCAL_BACKENDS_URL || 'http://127.0.0.1:4000';
const dependencies = dependencyProbe({
  storefront: process.env.SHOPIFY_STORE_DOMAIN
    ? `https://${process.env.SHOPIFY_STORE_DOMAIN.replace(/^https?:\/\//, '')}`
    : localBackends,
  prismic: process.env.PRISMIC_REPOSITORY
    ? `https://${process.env.PRISMIC_REPOSITORY}.cdn.prismic.io/api/v2`
    : `${new URL(localBackends).origin}/prismic/api/v2`,
});

const server = createServer(
  { keepAliveTimeout: 5000, headersTimeout: 10_000, requestTimeout: 30_000 },
  (request, response) => {
    const screening = screenRequest({
      method: request.method ?? '',
      url: request.url ?? '',
      contentLength: request.headers['content-length'],
    });
    if (screening.verdict !== 'pass') return refuse(screening, request, response);
    request.headers[clientAddressHeader] = clientAddressOf(
      header(request, 'x-forwarded-for'),
      request.socket.remoteAddress,
      trustedProxies,
    );
    if (request.headers['transfer-encoding'] !== undefined)
      return holdChunkedBody(request, {
        complete: () => admit(request, response),
        tooLarge: () => answerTooLarge(request, response),
      });
    admit(request, response);
  },
);
server.on('connection', connectionAccepted);
if (process.env.SHOP_LOAD_LOG)
  logLoad(server, () => {
    const { inFlight, queued, held, shed, longestWaitMs } = gate.stats();
    return { gateInFlight: inFlight, queued, held, shed, longestWaitMs: Math.round(longestWaitMs) };
  });
server.listen(port, hostname, () => console.log(`▲ Shop listening on http://${hostname}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => void app.close().then(() => process.exit(0))));
}

/** Hands a request to Next, its answer compressed here (front/compression.ts). */
function intoNext(request: IncomingMessage, response: ServerResponse) {
  readyForNext(request, response);
  void handle(request, response);
}

/** Into Next now, after the requests that came first, or a fast 503 when that would take too long. */
function admit(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  if (answerStaticAsset(url, request, response)) return;
  if (url.split('?', 1)[0] === healthPath) return void answerHealth(url, response);
  if (isAnonymousCartRead(request.method ?? '', url, request.headers.cookie))
    return answerVisitorJson(response, cartHeaders, anonymousCartBody);
  if (isGeolocationRead(request.method ?? '', url))
    return answerVisitorJson(response, geolocationHeaders, geolocationBody(request));
  // A publish is live on the next request (ADR 0001): the front forgets its pages with Next's cache.
  if (request.method === 'POST')
    response.once('finish', () => {
      if (expiresContent(url, response.statusCode)) pageCache.clear();
    });
  if (bypassesAdmission(url)) return intoNext(request, response);
  const cacheKey = pageCache.enabled
    ? frontCacheKey({ method: request.method ?? '', url, headers: request.headers })
    : null;
  if (cacheKey !== null && answerFromCache(cacheKey, request, response)) return;
  let state: 'waiting' | 'started' | 'done' = 'waiting';
  // A client that left while its turn came is not rendered for (its place was given back on close).
  const enter = startsInOwnContext(() => {
    if (response.destroyed) return;
    // The same page may have been rendered for a request ahead in the queue meanwhile.
    if (cacheKey === null) return intoNext(request, response);
    if (answerFromCache(cacheKey, request, response)) return;
    if (request.method === 'GET') {
      probe.cacheMisses++;
      const { generation } = pageCache;
      recordAnswer(response, maxCachedBodyBytes, (answer) =>
        pageCache.offer(cacheKey, answer, performance.now(), generation),
      );
    }
    intoNext(request, response);
  }, startSoon);
  const entry: Admittable = {
    // Renders are counted per client (an IPv6 client by its /64); a page Next has answered from its
    // cache before passes them.
    client: clientKeyOf(header(request, clientAddressHeader) ?? ''),
    cached: cacheKey !== null && pageCache.isKnownRead(cacheKey),
    start() {
      state = 'started';
      enter();
    },
    shed() {
      state = 'done';
      const busy = busyAnswer(url);
      response.writeHead(503, { ...ownHeaders(url), ...busy.headers });
      response.end(request.method === 'HEAD' ? undefined : busy.body);
    },
  };
  // Next adds up to ten close listeners of its own (Node's default limit); this is the front's.
  response.setMaxListeners(response.getMaxListeners() + 1);
  response.once('close', () => {
    if (state === 'started') gate.release(entry, performance.now());
    else if (state === 'waiting') gate.withdraw(entry);
    state = 'done';
  });
  gate.admit(entry, performance.now());
}

/**
 * `GET /api/health`: answered here, past the queue, so a monitor sees a busy shop as busy, not down.
 * "ok" and a 200 while the process serves; `?ready` is the balancer's readiness check, a 503 when
 * Redis, the Storefront or Prismic is out of reach. The details (which one, the queue) are on
 * METRICS_PORT's `/health` only (server/health.ts).
 */
async function answerHealth(url: string, response: ServerResponse) {
  const { status, body } = healthAnswer(await dependencies(), asksReadiness(url));
  response.writeHead(status, {
    ...ownHeaders(healthPath),
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}

/** A shareable page Next answered less than a second ago, as it answered it (front/front-cache.ts). */
function answerFromCache(key: string, request: IncomingMessage, response: ServerResponse): boolean {
  const hit = pageCache.get(key, performance.now());
  if (!hit) return false;
  probe.cacheHits++;
  const { headers, body } = hit.answer;
  response.writeHead(200, {
    ...headers,
    age: String(hit.ageSeconds),
    'content-length': String(body.length),
    'x-front-cache': 'HIT',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/** A file of the build's `static/` folder, from memory; a range request is left to Next. */
function answerStaticAsset(url: string, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.range !== undefined) return false;
  const asset = staticAssets.get(url.split('?', 1)[0]!);
  if (!asset) return false;
  const { headers, body } = staticAnswer(asset, header(request, 'accept-encoding'));
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * The headers next.config.ts gives every answer of a path (the security headers of docs/adr/0002), for
 * the answers the front writes itself: refusals, the health check, the busy page, so none goes out bare.
 */
function ownHeaders(url: string): Record<string, string> {
  return configuredHeaders(url.split('?', 1)[0]!, unconditionalRules) ?? {};
}

/** The front's own answers: the one error shape of the API, never cached, never sniffed. */
function answerJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    ...ownHeaders(request.url ?? '/'),
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(JSON.stringify({ error, code: 'INVALID' }));
}

function answerTooLarge(request: IncomingMessage, response: ServerResponse) {
  answerJson(request, response, 413, 'body too large', { connection: 'close' });
}

function refuse(
  screening: Exclude<Screening, { verdict: 'pass' }>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (screening.verdict === 'method-not-allowed')
    return answerJson(request, response, 405, 'method not allowed', { allow: allowedMethods.join(', ') });
  if (screening.verdict === 'too-large')
    return refuseTooLarge(request, () => answerTooLarge(request, response));
  if (screening.api) return answerJson(request, response, 400, 'path: not a valid address');
  // A path no page can have: the shop's own not-found page, in the language of the path's locale.
  request.url = localePath(screening.locale, '/not-a-page');
  request.method = 'GET';
  admit(request, response);
}
