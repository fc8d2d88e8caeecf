import type { NextRequest, NextResponse } from 'next/server';

/**
 * Next.js contracts the shop relies on that no public API states. Each one is named here, with the
 * version it was read from (next 16.4.6), and tests/unit/next-internals.test.ts fails when an upgrade
 * changes it.
 */

const loopbackLiteral = /^(127(\.\d{1,3}){3}|::1|\[::1\])$/;

/**
 * The absolute URL of an internal rewrite (`x-middleware-rewrite`). Next's router treats a rewrite
 * whose origin differs from the one it serves (built from HOSTNAME and PORT) as external and proxies
 * it over HTTP, through this proxy once more. But the request the proxy reads names a loopback address
 * as `localhost` (NextURL rewrites 127.x.x.x and [::1] so), so with HOSTNAME=127.0.0.1 every rewrite
 * looked external and every listing answered 404. The rewrite takes the served host back.
 */
export function internalRewriteUrl(
  path: string,
  request: NextRequest,
  env: Record<string, string | undefined> = process.env,
): URL {
  const url = new URL(path, request.nextUrl.origin);
  const served = env.HOSTNAME;
  if (served && loopbackLiteral.test(served) && url.hostname === 'localhost')
    url.hostname = served.startsWith('::') ? `[${served}]` : served;
  return url;
}

/** Points a response's rewrite (ours, or next-intl's) at an internal path (see internalRewriteUrl). */
export function setInternalRewrite(response: NextResponse, path: string, request: NextRequest): void {
  response.headers.set('x-middleware-rewrite', internalRewriteUrl(path, request).toString());
}
