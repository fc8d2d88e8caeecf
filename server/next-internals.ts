import { randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';

/**
 * Next.js contracts the shop relies on that no public API states. Each one is named here, with the
 * version it was read from (next 16.4.6), and tests/unit/next-internals.test.ts fails when an upgrade
 * changes it.
 */

type Environment = Record<string, string | undefined>;

const loopbackLiteral = /^(127(\.\d{1,3}){3}|::1|\[::1\])$/;

/**
 * Next's router serves the origin it was started on (HOSTNAME and PORT) and proxies a rewrite to any
 * other origin over HTTP, as an external one. The request a proxy reads names a loopback address
 * `localhost` (NextURL rewrites 127.x.x.x and [::1] so, and writes every rewrite back the same way),
 * so with HOSTNAME=127.0.0.1 each internal rewrite comes back through the proxy as a second request
 * for the internal path itself, which the proxy refuses from clients (docs/adr/0013): every listing
 * answered 404. Under any other HOSTNAME the rewrite stays internal.
 */
export function rewritesComeBack(env: Environment = process.env): boolean {
  return loopbackLiteral.test(env.HOSTNAME ?? '');
}

const proofHeader = 'x-shop-internal-rewrite';
const store = globalThis as { __shopRewriteProof?: string };
const proof = (store.__shopRewriteProof ??= randomBytes(16).toString('hex'));

/**
 * Points a response (ours, or next-intl's) at an internal path. When the rewrite will come back over
 * HTTP (rewritesComeBack), the request Next sends carries a per-process proof, through the request
 * headers a proxy response overrides: `x-middleware-override-headers` names every header the request
 * keeps, `x-middleware-request-<name>` gives each value.
 */
export function setInternalRewrite(
  response: NextResponse,
  path: string,
  request: NextRequest,
  env: Environment = process.env,
): void {
  const url = new URL(path, request.nextUrl.origin);
  const comesBack = rewritesComeBack(env);
  // It comes back to this very server, which speaks plain HTTP whatever X-Forwarded-Proto says.
  if (comesBack) url.protocol = 'http:';
  response.headers.set('x-middleware-rewrite', url.toString());
  if (!comesBack) return;
  const kept = response.headers.get('x-middleware-override-headers');
  if (kept === null)
    for (const [name, value] of request.headers) response.headers.set(`x-middleware-request-${name}`, value);
  const names = kept ?? [...request.headers.keys()].join(',');
  response.headers.set('x-middleware-override-headers', names ? `${names},${proofHeader}` : proofHeader);
  response.headers.set(`x-middleware-request-${proofHeader}`, proof);
}

/** Whether a request for an internal path is this process's own rewrite come back (setInternalRewrite). */
export function isOwnRewrite(request: NextRequest): boolean {
  return request.headers.get(proofHeader) === proof;
}
