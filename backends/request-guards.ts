import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http';

/**
 * What protects every answer of the local backends, tools any page the developer visits can aim at:
 * no page may frame them (a framed button is a click from deleting a document); they answer only to a
 * loopback name of their own port, so a DNS-rebinding name reads and writes nothing; a write from a
 * browser must come from the backends' own pages.
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
 * A browser's write from any page but the backends' own is refused with 403 before it is read (CSRF:
 * a form or a `text/plain` fetch needs no preflight), by Sec-Fetch-Site and Origin: the shop on another
 * port is same-site, not same-origin, so refused too, as is `null`. A request with neither header comes
 * from no browser (the shop's server, the peers, a script), which no page can send.
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
