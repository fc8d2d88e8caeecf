import type { NextRequest, NextResponse } from 'next/server';

/**
 * Whether a request is the client router's own fetch (its RSC payload, a prefetch), not a document.
 * Next strips its flight headers (`rsc`, `next-router-prefetch`, `next-router-state-tree`,
 * `next-router-segment-prefetch`) and the `_rsc` query from the request a Node.js proxy reads, and puts
 * them back after it (read from next 16.4.6, server/web/adapter.js; tests/unit/next-internals.test.ts),
 * so a proxy cannot tell the router's fetch by them. The browser's Fetch Metadata can: a fetch is
 * destined for `empty`, a navigation for `document`. A client that sends no Fetch Metadata is served
 * as a document.
 */
export function isRouterFetch(request: NextRequest): boolean {
  return request.headers.get('sec-fetch-dest') === 'empty';
}

/** What the router's fetches are answered with instead of the page's own cache lifetime. */
export const routerFetchCacheControl = 'private, no-store';

/**
 * Keeps the router's answers out of the browser's HTTP cache (docs/adr/0027). Next answers a cached
 * segment prefetch `s-maxage=…` without `max-age` or a validator: a browser can never reuse it, but
 * Chromium stores it, and a second fetch of the same prefetch URL then received its whole body and
 * never completed, for ~28 s. A listing's product links wedged every connection to the shop (HTTP/1.1
 * allows six), and the next click or server action waited behind them. Next keeps a `Cache-Control`
 * set before its own (next 16.4.6, server/send-payload.js), so this holds on any host.
 */
export function keptOutOfBrowserCache(request: NextRequest, response: NextResponse): NextResponse {
  if (isRouterFetch(request)) response.headers.set('cache-control', routerFetchCacheControl);
  return response;
}
