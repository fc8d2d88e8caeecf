import { defaultLocale, isLocale, type Locale } from './markets';

/**
 * What the shop's HTTP front (front/serve.ts) refuses before Next.js sees a request: inputs that make
 * Next's router fail with a 500 (an undecodable path, a method it does not implement, a path segment
 * longer than a file name can be), and bodies over the size any endpoint accepts. Pure, so the rule is
 * unit-tested apart from the server.
 */

/** The methods the shop answers; anything else (TRACE, CONNECT, WebDAV verbs…) is a 405. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const readMethods = ['GET', 'HEAD', 'OPTIONS'];
/** A URL longer than any page or API call of the shop builds (the listing's query is cut far below). */
const maxUrlLength = 8192;
/** The longest path segment: an ISR page is a file named after its last segment (255 bytes on Linux). */
export const maxSegmentLength = 200;
/** The largest body any endpoint reads: server actions' own limit (Next's default, 1 MB). */
export const maxBodyBytes = 1024 * 1024;

export type Screening =
  | { verdict: 'pass' }
  | { verdict: 'method-not-allowed' }
  | { verdict: 'too-large' }
  | { verdict: 'bad-path'; locale: Locale; api: boolean };

export interface ScreenedRequest {
  method: string;
  /** The raw request target, as sent (path and query, still encoded). */
  url: string;
  contentLength: string | undefined;
}

export function screenRequest({ method, url, contentLength }: ScreenedRequest): Screening {
  if (!(allowedMethods as readonly string[]).includes(method)) return { verdict: 'method-not-allowed' };
  // Next's build files are read-only (and a post there would reach an action handler, past the proxy).
  if (url.startsWith('/_next/') && !readMethods.includes(method)) return { verdict: 'method-not-allowed' };
  if (contentLength !== undefined && !(Number(contentLength) <= maxBodyBytes))
    return { verdict: 'too-large' };
  const path = url.split('?', 1)[0]!;
  const segments = path.split('/');
  const first = segments[1] ?? '';
  const locale = isLocale(first) ? first : defaultLocale;
  const api = first === 'api';
  if (url.length > maxUrlLength || !path.startsWith('/')) return { verdict: 'bad-path', locale, api };
  for (const segment of segments) {
    const decoded = decodeSegment(segment);
    // Next decodes a route parameter once more: `%25zz` is as fatal to it as `%zz`.
    if (
      decoded === null ||
      decodeSegment(decoded) === null ||
      decoded.length > maxSegmentLength ||
      /[\u0000-\u001f\\]/.test(decoded)
    )
      return { verdict: 'bad-path', locale, api };
  }
  return { verdict: 'pass' };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The header the front sets, overwriting whatever a client sent, to the address rate limits count by.
 * Behind `trustedProxies` load balancers (TRUSTED_PROXY_COUNT), the address is the one the nearest
 * untrusted hop gave in X-Forwarded-For; with none, the socket's own peer.
 */
export const clientAddressHeader = 'x-shop-client-address';

export function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    socketAddress ?? 'unknown',
  ];
  return hops[Math.max(0, hops.length - 1 - trustedProxies)]!;
}
