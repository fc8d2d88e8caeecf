import 'server-only';
import { cookies } from 'next/headers';
import { lineAttributesFor, cartProductTypeOf, type AddedLineKind } from '@/lib/cart-attributes';
import { attributesUpdate, orderAttributesOf } from '@/lib/cart-attributes';
import { cartCookieMaxAgeSeconds } from '@/lib/constants';
import { localeConfig, type Locale } from '@/lib/markets';
import { serverConfig } from '../config';
import {
  addCartLines,
  CartUserError,
  createCart,
  fetchCart,
  fetchCartMerchandise,
  updateCartAttributes,
  type Cart,
} from '../shopify/cart';
import { customerAccessToken, storeCookieKey } from './customer-session';
import { syncBuyerIdentity } from './buyer-identity';

/**
 * The visitor's cart, held in an HttpOnly cookie. spec §7.4: the cookie is named by the store address,
 * and by the locale because the cart is not kept across locales (spec §4).
 */
export function cartCookieName(locale: Locale): string {
  return `cart_${storeCookieKey()}_${locale}`;
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

/**
 * Adds a variant: a product from a product page, or a sample or pouch the panel offers (spec §3 line
 * attributes). With no cart, or a completed one, a new cart takes its place (spec §4).
 */
export async function addToVisitorCart(
  locale: Locale,
  merchandiseId: string,
  quantity: number,
  kind: AddedLineKind = 'product',
): Promise<Cart> {
  const merchandise = await fetchCartMerchandise(locale, merchandiseId);
  if (!merchandise) throw notFound('The merchandise does not exist.');
  const attributes = lineAttributesFor(kind, cartProductTypeOf(merchandise.product.contentType?.value));
  const line = {
    merchandiseId,
    quantity,
    attributes: attributes.map(({ key, value }) => ({ key, value: value! })),
  };
  const existing = await getVisitorCart(locale);
  if (existing) return settle(locale, await addCartLines(locale, existing.id, [line]));
  const cart = await createCart(locale, [line], await customerAccessToken());
  await rememberCart(locale, cart.id);
  return settle(locale, cart);
}

/**
 * Runs a change on the visitor's existing cart, then brings its buyer identity and order-level
 * attributes up to date. A missing or completed cart is a NOT_FOUND refusal (its cookie is dropped),
 * so a stale panel gets a clear alert instead of a new, empty cart.
 */
export async function changeVisitorCart(
  locale: Locale,
  change: (cart: Cart) => Promise<Cart>,
): Promise<Cart> {
  const cart = await getVisitorCart(locale);
  if (!cart) {
    (await cookies()).delete(cartCookieName(locale));
    throw notFound('The cart does not exist any more.');
  }
  return settle(locale, await change(cart));
}

/** spec §4: buyer identity follows the customer and country; order attributes follow the lines. */
async function settle(locale: Locale, changed: Cart): Promise<Cart> {
  const cart = await syncBuyerIdentity(locale, changed);
  const wanted = orderAttributesOf(cart.lines.nodes, cart.attributes, localeConfig(locale).language);
  const update = attributesUpdate(cart.attributes, wanted);
  return update.changed ? updateCartAttributes(locale, cart.id, update.attributes) : cart;
}

function notFound(message: string): CartUserError {
  return new CartUserError([{ field: null, message, code: 'NOT_FOUND' }]);
}
