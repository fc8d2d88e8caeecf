import 'server-only';
import { cookies } from 'next/headers';
import { storeCookieKey, tokenCookieName, tokenCookieOptions } from '../token-cookies';
import {
  deleteAccessToken,
  getCustomerAccount,
  renewAccessToken,
  type IssuedToken,
} from '../shopify/customer';
import type { CustomerGreeting } from '@/lib/cart-view';
import { isProviderUnavailable } from '../provider-unavailable';

/**
 * The customer session (spec §3, §6): the Storefront access token lives only in an HttpOnly,
 * SameSite=Lax cookie (Secure with the __Host- prefix on https, server/token-cookies.ts) that expires
 * when the token does. It is never written into a page, a URL, browser storage or a log line.
 */

/**
 * spec §3 Customer: the session is held as a cookie keyed by the store address. The one place that
 * names it.
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

/** A token with less than this left is renewed on the next request that can set a cookie. */
const renewWithinMs = 7 * 24 * 60 * 60 * 1000;

export async function startSession(token: IssuedToken): Promise<void> {
  const maxAge = Math.max(0, Math.floor((Date.parse(token.expiresAt) - Date.now()) / 1000));
  (await cookies()).set(
    customerSessionCookieName(),
    encodeSession(token.accessToken, token.expiresAt),
    tokenCookieOptions(maxAge),
  );
}

function forgetSession(store: Awaited<ReturnType<typeof cookies>>) {
  store.set(customerSessionCookieName(), '', { ...tokenCookieOptions(0), maxAge: 0 });
}

/** Log-out: the provider forgets the token (a copy of the cookie stops working), the browser the cookie. */
export async function endSession(): Promise<void> {
  const store = await cookies();
  const session = await customerSession();
  forgetSession(store);
  if (!session) return;
  try {
    await deleteAccessToken(session.accessToken);
  } catch (error) {
    // The cookie is gone either way; the token expires on its own.
    if (!isProviderUnavailable(error)) throw error;
    console.warn('[account] token not deleted at the provider:', error.message);
  }
}

/**
 * Renews the token when it expires within `renewWithinMs` (spec: renewal before expiry). A token the
 * provider no longer knows ends the session. Runs where cookies can be set: route handlers and actions.
 */
export async function renewSessionIfDue(now = Date.now()): Promise<void> {
  const session = await customerSession();
  if (!session || (session.expiresAt !== null && session.expiresAt - now > renewWithinMs)) return;
  try {
    const renewed = await renewAccessToken(session.accessToken);
    if (renewed) await startSession(renewed);
    else forgetSession(await cookies());
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.warn('[account] session not renewed:', error.message);
  }
}

/** The header's greeting: the logged-in customer's first name (spec §2.1 account link), or null. */
export async function customerGreeting(): Promise<CustomerGreeting | null> {
  const session = await customerSession();
  if (!session) return null;
  const customer = await getCustomerAccount(session.accessToken);
  return customer ? { id: customer.id, firstName: customer.firstName ?? null } : null;
}
