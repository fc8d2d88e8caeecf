import type { Handler } from '../http';
import { storefrontHandler } from './handler';

/**
 * Whether a handler takes requests that carry another site's Origin. Only the Storefront API does:
 * Shopify's takes any, and Hydrogen's Storefront API proxy forwards its shoppers' browser requests
 * (their Origin, `Sec-Fetch-Site: same-origin` towards Hydrogen) to it. A page of another site still
 * cannot drive it: the API reads JSON only (a form or a `text/plain` post, which needs no preflight,
 * is refused with 415), and the backends grant no CORS preflight, so a browser never sends the JSON.
 */
export function takesForwardedOrigins(handler: Handler): boolean {
  return handler === storefrontHandler;
}
