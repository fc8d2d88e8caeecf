import type { IncomingMessage, ServerResponse } from 'node:http';
import { anonymousCartAnswer } from './anonymous-cart-read';
import { configuredHeaders, type HeaderRule } from './configured-headers';
import { geolocationAnswer } from '../lib/visitor-country';

// The front's own API answers (front/serve.ts answers these reads without entering Next).

/** The header's cart read of a visitor without a cart or a session (front/anonymous-cart-read.ts). */
export const anonymousCartBody = JSON.stringify(anonymousCartAnswer);

/** GET /api/geolocation's answer (app/api/geolocation/route.ts): the country its headers carry. */
export function geolocationBody(request: IncomingMessage): string {
  return JSON.stringify(geolocationAnswer((name) => header(request, name) ?? null));
}

/** The headers of an API answer the front makes for one visitor: next.config.ts's for its path. */
export function visitorJsonHeaders(path: string, headerRules: HeaderRule[]): Record<string, string> {
  return {
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...configuredHeaders(path, headerRules),
    'content-type': 'application/json',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}

export function answerVisitorJson(response: ServerResponse, headers: Record<string, string>, body: string) {
  response.writeHead(200, headers);
  response.end(body);
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}
