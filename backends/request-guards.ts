import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http';

/**
 * What every answer of the local backends is protected by. They are tools on the developer's machine
 * (the writing room, the outbox, the knobs, the webhook settings), and any page the developer visits
 * can aim a request at them:
 *
 * - no page may frame them (a framed button is a click away from deleting a document);
 * - they answer only to a loopback name of their own port, so a DNS-rebinding name that resolves to
 *   127.0.0.1 reads and writes nothing (its pages would otherwise be same-origin with the attacker's);
 * - a write from a browser must come from the backends' own pages.
 */

/** Headers set on every answer, before any handler writes its own. */
export function denyFraming(res: ServerResponse) {
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', "frame-ancestors 'none'");
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
const wildcardHosts = ['0.0.0.0', '::', ''];

/**
 * The Host values the backends answer to: the loopback names with the port they listen on, and the
 * name they were told to bind to (LOCAL_BACKENDS_HOST) when it is a particular one.
 */
export function allowedHosts(port: number, boundHost: string): Set<string> {
  const bound = boundHost.toLowerCase();
  const names = wildcardHosts.includes(bound)
    ? loopbackNames
    : [...loopbackNames, bound.includes(':') && !bound.startsWith('[') ? `[${bound}]` : bound];
  return new Set(names.map((name) => `${name}:${port}`));
}

/** 421 Misdirected Request: this server does not answer for that name. */
export function refuseForeignHost(req: IncomingMessage, allowed: Set<string>) {
  const host = req.headers.host?.toLowerCase();
  if (!host || !allowed.has(host))
    throw new HttpError(421, 'The local backends answer to localhost, 127.0.0.1 or [::1] on their own port');
}

const readMethods = ['GET', 'HEAD', 'OPTIONS'];

/**
 * A write a browser sends from any page but the backends' own is refused with 403 before it is read
 * (cross-site request forgery: a form or a `text/plain` fetch needs no CORS preflight). A browser says
 * where a request comes from in Sec-Fetch-Site and Origin; the shop on another port of the same host is
 * same-site but not same-origin, so it is refused too, as is an opaque origin (`null`). A request with
 * neither header comes from no browser (the shop's server, the peers, a script), which no page can
 * send. The backends' own pages (the hosted checkout, the writing room, the outbox) post same-origin.
 */
export function refuseOtherSites(req: IncomingMessage) {
  if (readMethods.includes(req.method ?? 'GET')) return;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  if ((site && site !== 'same-origin') || (origin && !isOwnOrigin(origin, req.headers.host)))
    throw new HttpError(403, 'The local backends take writes from their own pages or from servers only');
}

function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === 'http:' && url.host === host?.toLowerCase();
}
