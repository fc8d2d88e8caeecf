import 'server-only';
import { serverConfig } from './config';

/**
 * Cookies that hold a token (the cart id, the customer session): HttpOnly, SameSite=Lax, and on an https
 * site Secure with the `__Host-` prefix, which the browser honours only for a Secure cookie of Path=/
 * without Domain, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 * (docs/adr/0002 lists every cookie of the shop.)
 */
function isHttpsSite(): boolean {
  return serverConfig().siteUrl.startsWith('https:');
}

export function tokenCookieName(base: string): string {
  return isHttpsSite() ? `__Host-${base}` : base;
}

export function tokenCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure: isHttpsSite(),
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeSeconds,
  } as const;
}

/** Cookie names may not hold ':' or '/': the store host is reduced to letters, digits and '_'. */
export function storeCookieKey(): string {
  return new URL(serverConfig().shopify.storeUrl).host.replace(/[^a-z0-9]+/gi, '_');
}
