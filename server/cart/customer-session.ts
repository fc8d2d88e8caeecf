import 'server-only';
import { cookies } from 'next/headers';
import { serverConfig } from '../config';
import { tokenCookieName } from '../token-cookies';

/** Cookie names may not hold ':' or '/': the store host is reduced to letters, digits and '_'. */
export function storeCookieKey(): string {
  return new URL(serverConfig().shopify.storeUrl).host.replace(/[^a-z0-9]+/gi, '_');
}

/**
 * spec §3 Customer: the session is held as a cookie keyed by the store address. The one place that
 * names it; the account pages set it at login and clear it at logout.
 */
export function customerSessionCookieName(): string {
  return tokenCookieName(`customer_${storeCookieKey()}`);
}

/** The logged-in customer's Storefront access token, or null for an anonymous visitor. */
export async function customerAccessToken(): Promise<string | null> {
  return (await cookies()).get(customerSessionCookieName())?.value || null;
}
