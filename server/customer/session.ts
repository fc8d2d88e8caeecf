import 'server-only';
import { cookies } from 'next/headers';
import type { Locale } from '@/lib/markets';
import { syncBuyerIdentity } from '../cart/buyer-identity';
import { customerSession, customerSessionCookieName, encodeSession } from '../cart/customer-session';
import { getVisitorCart } from '../cart/session';
import { tokenCookieOptions } from '../token-cookies';
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

/**
 * spec §4: on log-in and log-out the cart's buyer identity follows the customer. The cart of the
 * locale the shopper is on is updated now; a cart of another locale follows when it is next read.
 */
export async function syncCartCustomer(locale: Locale): Promise<void> {
  try {
    const cart = await getVisitorCart(locale);
    if (cart) await syncBuyerIdentity(locale, cart);
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.warn('[account] cart buyer identity not updated:', error.message);
  }
}

/** The header's greeting: the logged-in customer's first name (spec §2.1 account link), or null. */
export async function customerGreeting(): Promise<CustomerGreeting | null> {
  const session = await customerSession();
  if (!session) return null;
  const customer = await getCustomerAccount(session.accessToken);
  return customer ? { id: customer.id, firstName: customer.firstName ?? null } : null;
}
