import type { NextRequest } from 'next/server';

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
