import type { NextRequest, NextResponse } from 'next/server';

/**
 * Whether a request is the client router's own fetch (its RSC payload, a prefetch), not a document.
 * Next hides its flight headers and `_rsc` from a Node.js proxy (next 16.4.6, server/web/adapter.js;
 * tests/unit/next-internals.test.ts), so the browser's Fetch Metadata tells: a fetch is destined for
 * `empty`, a navigation for `document`. A client that sends no Fetch Metadata is served as a document.
 */
export function isRouterFetch(request: NextRequest): boolean {
  return request.headers.get('sec-fetch-dest') === 'empty';
}

/** What the router's fetches are answered with instead of the page's own cache lifetime. */
export const routerFetchCacheControl = 'private, no-store';

/**
 * Keeps the router's answers out of the browser's HTTP cache (docs/adr/0027): Chromium stores a
 * prefetch Next answers `s-maxage=…` alone, and a second fetch of it stalled, so a listing's links
 * wedged every connection to the shop and the next click waited behind them. Next keeps a
 * `Cache-Control` set before its own (next 16.4.6, server/send-payload.js), so this holds on any host.
 */
export function keptOutOfBrowserCache(request: NextRequest, response: NextResponse): NextResponse {
  if (isRouterFetch(request)) response.headers.set('cache-control', routerFetchCacheControl);
  return response;
}
