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
 * names it; the account actions set it at login and clear it at logout (server/customer/session.ts).
 */
export function customerSessionCookieName(): string {
  return tokenCookieName(`customer_${storeCookieKey()}`);
}

export interface CustomerSession {
  accessToken: string;
  /** When the provider's token expires (epoch ms); null for a cookie written without it. */
  expiresAt: number | null;
}

/**
 * The cookie's value: `{expiry in epoch seconds}.{token}`, so the shop knows when to renew the token
 * before it expires (the browser does not send a cookie's expiry back). A bare token is read too.
 */
export function encodeSession(accessToken: string, expiresAt: string): string {
  return `${Math.floor(Date.parse(expiresAt) / 1000)}.${accessToken}`;
}

function decodeSession(value: string | undefined): CustomerSession | null {
  if (!value) return null;
  const match = /^(\d{1,12})\.([\w-]{1,200})$/.exec(value);
  if (match) return { accessToken: match[2]!, expiresAt: Number(match[1]) * 1000 };
  return /^[\w-]{1,200}$/.test(value) ? { accessToken: value, expiresAt: null } : null;
}

export async function customerSession(): Promise<CustomerSession | null> {
  return decodeSession((await cookies()).get(customerSessionCookieName())?.value);
}

/** The logged-in customer's Storefront access token, or null for an anonymous visitor. */
export async function customerAccessToken(): Promise<string | null> {
  return (await customerSession())?.accessToken ?? null;
}
