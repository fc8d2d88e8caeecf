import 'server-only';
import { cookies } from 'next/headers';
import {
  attributesUpdate,
  cartProductTypeOf,
  lineAttributesFor,
  linePastCartLimit,
  orderAttributesOf,
  type AddedLineKind,
} from '@/lib/cart-attributes';
import { cartCookieMaxAgeSeconds } from '@/lib/constants';
import { localeConfig, type Locale } from '@/lib/markets';
import { storeCookieKey, tokenCookieName, tokenCookieOptions } from '../token-cookies';
import {
  addCartLines,
  CartNotFoundError,
  CartUserError,
  createCart,
  fetchCart,
  fetchCartMerchandise,
  removeCartLines,
  updateCartAttributes,
  type Cart,
} from '../shopify/cart';
import { isProviderUnavailable } from '../provider-unavailable';
import { customerAccessToken } from '../customer/session';
import { syncBuyerIdentity } from './buyer-identity';

/**
 * The visitor's cart, held in an HttpOnly cookie. spec §7.4: the cookie is named by the store address,
 * and by the locale because the cart is not kept across locales (spec §4).
 */
export function cartCookieName(locale: Locale): string {
  return tokenCookieName(`cart_${storeCookieKey()}_${locale}`);
}

async function cartId(locale: Locale): Promise<string | null> {
  return (await cookies()).get(cartCookieName(locale))?.value ?? null;
}

async function rememberCart(locale: Locale, id: string): Promise<void> {
  (await cookies()).set(cartCookieName(locale), id, tokenCookieOptions(cartCookieMaxAgeSeconds));
}

/** The visitor's cart, or null when there is none or it was completed at checkout (spec §4). */
export async function getVisitorCart(locale: Locale): Promise<Cart | null> {
  const id = await cartId(locale);
  return id ? fetchCart(locale, id) : null;
}

type CartLine = Cart['lines']['nodes'][number];

interface AddOptions {
  kind?: AddedLineKind;
  /** Offers of the panel (a sample, the pouch) go into an existing cart only; none is NOT_FOUND. */
  existingCartOnly?: boolean;
  /** A line that makes the add needless (an offer taken once per cart): the cart is answered as it is. */
  satisfiedBy?: (line: CartLine) => boolean;
  /** Line attributes only a gift card takes (its recipient): another product with them is refused. */
  giftCardAttributes?: readonly { key: string; value: string }[];
}

/**
 * Adds a variant: a product from a product page or a quick add, or a sample or pouch the panel offers
 * (spec §3 line attributes). A product is one request, the add (the variant's facts are cached); an
 * offer taken once per cart reads the cart first. With no cart, or a completed one, a new cart takes
 * its place (spec §4), created with its order-level attributes. A new line past the lines the shop
 * reads (spec §3, §9) is taken back and refused (docs/adr/0026).
 */
export async function addToVisitorCart(
  locale: Locale,
  merchandiseId: string,
  quantity: number,
  { kind = 'product', existingCartOnly = false, satisfiedBy, giftCardAttributes = [] }: AddOptions = {},
): Promise<Cart> {
  const id = await cartId(locale);
  if (!id && existingCartOnly) throw new CartNotFoundError();
  // Undefined: not read; null: read, and completed or expired.
  const [merchandise, current] = await Promise.all([
    fetchCartMerchandise(locale, merchandiseId),
    id && satisfiedBy ? fetchCart(locale, id) : undefined,
  ]);
  if (!merchandise) throw notFound('The merchandise does not exist.');
  if (current && satisfiedBy && current.lines.nodes.some(satisfiedBy)) return settle(locale, current);
  if (giftCardAttributes.length > 0 && !merchandise.product.isGiftCard) throw invalid('Not a gift card.');
  const attributes = [
    ...lineAttributesFor(kind, cartProductTypeOf(merchandise.product.contentType?.value)),
    ...giftCardAttributes,
  ];
  const line = {
    merchandiseId,
    quantity,
    attributes: attributes.map(({ key, value }) => ({ key, value: value! })),
  };
  if (id && current !== null) {
    try {
      return settle(locale, await addWithinCartLines(locale, id, line));
    } catch (error) {
      // Completed since it was last seen: a new cart takes its place, as with no cart.
      if (!(error instanceof CartNotFoundError)) throw error;
    }
  }
  if (existingCartOnly) return forgetCart(locale);
  const wanted = orderAttributesOf(
    [{ quantity, attributes, merchandise: { id: merchandiseId } }],
    [],
    localeConfig(locale).language,
  );
  const created = await createCart(
    locale,
    [line],
    await customerAccessToken(),
    attributesUpdate([], wanted).attributes,
  );
  await rememberCart(locale, created.id);
  return settle(locale, created);
}

/**
 * The add, then the 100-line rule on its answer: a new line past them is removed again before the
 * refusal, so the cart ends as it was (a second request, on this rare path only).
 */
async function addWithinCartLines(
  locale: Locale,
  id: string,
  line: { merchandiseId: string; quantity: number; attributes: { key: string; value: string }[] },
): Promise<Cart> {
  const added = await addCartLines(locale, id, [line]);
  const past = linePastCartLimit(added.everyLine.nodes, line);
  if (!past) return added;
  await removeCartLines(locale, id, [past]);
  throw linesLimit();
}

/**
 * Runs a change that needs nothing but the visitor's cart id (a quantity, a removal, the note): one
 * mutation, which answers the changed cart. A missing or completed cart is a NOT_FOUND refusal (its
 * cookie is dropped), so a stale panel gets a clear alert.
 */
export async function mutateVisitorCart(
  locale: Locale,
  change: (cartId: string) => Promise<Cart>,
): Promise<Cart> {
  const id = await cartId(locale);
  if (!id) throw new CartNotFoundError();
  let changed: Cart;
  try {
    changed = await change(id);
  } catch (error) {
    if (error instanceof CartNotFoundError) return forgetCart(locale);
    throw error;
  }
  return settle(locale, changed);
}

/**
 * Runs a change that depends on the cart as it is (the gift message, the packaging, the discount
 * codes): the cart is read
 * first. A missing or completed cart is a NOT_FOUND refusal, as for mutateVisitorCart.
 */
export async function changeVisitorCart(
  locale: Locale,
  change: (cart: Cart) => Promise<Cart>,
): Promise<Cart> {
  const cart = await getVisitorCart(locale);
  if (!cart) return forgetCart(locale);
  return settle(locale, await change(cart));
}

async function forgetCart(locale: Locale): Promise<never> {
  // A __Host- cookie is only replaced by one with the same attributes: expire it, do not just delete it.
  (await cookies()).set(cartCookieName(locale), '', tokenCookieOptions(0));
  throw new CartNotFoundError();
}

/**
 * spec §4: buyer identity follows the customer and country; order attributes follow the lines. Each
 * runs only when something differs. The shopper's change is done by now: if a follow-up fails, the
 * answer is still that change, with the cart as it is, and the next change brings the rest up to date.
 */
async function settle(locale: Locale, changed: Cart): Promise<Cart> {
  let cart = changed;
  try {
    cart = await syncBuyerIdentity(locale, cart);
    const wanted = orderAttributesOf(cart.lines.nodes, cart.attributes, localeConfig(locale).language);
    const update = attributesUpdate(cart.attributes, wanted);
    return update.changed ? await updateCartAttributes(locale, cart.id, update.attributes) : cart;
  } catch (error) {
    if (!(isProviderUnavailable(error) || error instanceof CartUserError)) throw error;
    console.warn('[cart] follow-up update not applied, the next change retries it:', error.message);
    return cart;
  }
}

function notFound(message: string): CartUserError {
  return new CartUserError([{ field: null, message, code: 'NOT_FOUND' }]);
}

function invalid(message: string): CartUserError {
  return new CartUserError([{ field: null, message, code: 'INVALID' }]);
}

function linesLimit(): CartUserError {
  return new CartUserError([
    { field: null, message: 'The cart holds all the lines it can show.', code: 'CART_LINES_LIMIT' },
  ]);
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
    console.warn('[cart] buyer identity not updated at sign-in or sign-out:', error.message);
  }
}
