import 'server-only';
import { cookies } from 'next/headers';
import { cartCookieMaxAgeSeconds } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { serverConfig } from '../config';
import { addCartLines, createCart, fetchCart, removeCartLines, type Cart } from '../shopify/cart';

/**
 * The visitor's cart, held in an HttpOnly cookie. spec §7.4: the cookie is named by the store address,
 * and by the locale because the cart is not kept across locales (spec §4); cookie names allow no ':'
 * or '/', hence the sanitising.
 */
export function cartCookieName(locale: Locale): string {
  const store = new URL(serverConfig().shopify.storeUrl).host.replace(/[^a-z0-9]+/gi, '_');
  return `cart_${store}_${locale}`;
}

async function cartId(locale: Locale): Promise<string | null> {
  return (await cookies()).get(cartCookieName(locale))?.value ?? null;
}

async function rememberCart(locale: Locale, id: string): Promise<void> {
  (await cookies()).set(cartCookieName(locale), id, {
    httpOnly: true,
    secure: serverConfig().siteUrl.startsWith('https:'),
    sameSite: 'lax',
    path: '/',
    maxAge: cartCookieMaxAgeSeconds,
  });
}

/** The visitor's cart, or null when there is none or it was completed at checkout (spec §4). */
export async function getVisitorCart(locale: Locale): Promise<Cart | null> {
  const id = await cartId(locale);
  return id ? fetchCart(locale, id) : null;
}

/** Adds to the visitor's cart; with no cart, or a completed one, a new cart takes its place. */
export async function addToVisitorCart(
  locale: Locale,
  merchandiseId: string,
  quantity: number,
): Promise<Cart> {
  const existing = await getVisitorCart(locale);
  if (existing) return addCartLines(locale, existing.id, [{ merchandiseId, quantity }]);
  const cart = await createCart(locale, [{ merchandiseId, quantity }]);
  await rememberCart(locale, cart.id);
  return cart;
}

export async function removeFromVisitorCart(locale: Locale, lineId: string): Promise<Cart | null> {
  const id = await cartId(locale);
  return id ? removeCartLines(locale, id, [lineId]) : null;
}
