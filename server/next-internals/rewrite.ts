import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * The proxy's internal rewrites (docs/adr/0013), through NextResponse.rewrite, relying on two
 * behaviours no public API states (next 16.4.6; tests/unit/next-internals.test.ts): a rewrite under
 * HOSTNAME=127.0.0.1 comes back through the proxy, and next-intl's overridden headers and rewrite are
 * read back from its response's `x-middleware-*` headers, the only way to compose with it.
 */

type Environment = Record<string, string | undefined>;

const loopbackLiteral = /^(127(\.\d{1,3}){3}|::1|\[::1\])$/;

/**
 * Next proxies a rewrite to any origin but the one it was started on over HTTP, and NextURL names every
 * loopback address `localhost`. So with HOSTNAME=127.0.0.1 an internal rewrite comes back through the
 * proxy as a request for the internal path, which the proxy refuses from clients (docs/adr/0013):
 * every listing answered 404. Under any other HOSTNAME the rewrite stays internal.
 */
export function rewritesComeBack(env: Environment = process.env): boolean {
  return loopbackLiteral.test(env.HOSTNAME ?? '');
}

const proofHeader = 'x-shop-internal-rewrite';
const store = globalThis as { __shopRewriteProof?: string };
const proof = (store.__shopRewriteProof ??= randomBytes(16).toString('hex'));

/** Where next-intl's answer rewrites the request to, if it does. */
export function rewriteTarget(routed: NextResponse): URL | null {
  const target = routed.headers.get('x-middleware-rewrite');
  return target ? new URL(target) : null;
}

/**
 * next-intl's answer (its cookie, its Link header, the request headers it sets) rewritten to an
 * internal path. When the rewrite will come back over HTTP (rewritesComeBack), the request Next sends
 * carries a per-process proof beside the headers next-intl gave it.
 */
export function internalRewrite(
  routed: NextResponse,
  path: string,
  request: NextRequest,
  env: Environment = process.env,
): NextResponse {
  const url = new URL(path, request.nextUrl.origin);
  if (!rewritesComeBack(env)) return NextResponse.rewrite(url, { headers: routed.headers });
  // It comes back to this very server, which speaks plain HTTP whatever X-Forwarded-Proto says.
  url.protocol = 'http:';
  const headers = requestHeadersAfter(routed, request);
  headers.set(proofHeader, proof);
  return NextResponse.rewrite(url, { headers: routed.headers, request: { headers } });
}

/** The request's headers as a proxy's answer overrides them (NextResponse.next({ request })). */
function requestHeadersAfter(routed: NextResponse, request: NextRequest): Headers {
  const kept = routed.headers.get('x-middleware-override-headers');
  if (kept === null) return new Headers(request.headers);
  const headers = new Headers();
  for (const name of kept.split(',').filter(Boolean))
    headers.set(name, routed.headers.get(`x-middleware-request-${name}`) ?? '');
  return headers;
}

/** Whether a request for an internal path is this process's own rewrite come back (internalRewrite). */
export function isOwnRewrite(request: NextRequest): boolean {
  return request.headers.get(proofHeader) === proof;
}
