import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { orderAttributeKeys } from '@/lib/cart';
import {
  normaliseCartWarnings,
  normaliseUserErrors,
  type NormalisedUserError,
  type ProviderUserError,
} from '@/lib/errors';
import { defaultLocale, localeConfig, type Locale } from '@/lib/markets';
import { addToCartSchema } from '@/lib/validation/cart';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import { cacheTags } from '../cache-tags';
import { localeInput, parseCachedInput } from '../cached-input';
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_MERCHANDISE_QUERY,
  CART_NOTE_UPDATE_MUTATION,
  CART_OFFERS_QUERY,
  CART_QUERY,
} from './documents/cart';
import type { CartFragment, CartLinesAddMutation } from './generated/storefront.generated';
import type {
  AttributeInput,
  CartBuyerIdentityInput,
  CartLineInput,
  CartLineUpdateInput,
} from './generated/storefront.types';

export type Cart = CartFragment;

/** The provider refused a cart change; nothing was changed. */
export class CartUserError extends Error {
  constructor(readonly errors: NormalisedUserError[]) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'CartUserError';
  }
}

/** The cart a change named does not exist (any more): completed at checkout, or expired. */
export class CartNotFoundError extends CartUserError {
  constructor(message = 'The cart does not exist any more.') {
    super([{ field: null, message, code: 'NOT_FOUND' }]);
    this.name = 'CartNotFoundError';
  }
}

interface CartMutationPayload<Answered extends Cart> {
  cart?: Answered | null;
  userErrors: ProviderUserError[];
  warnings: { code: string; message: string }[];
}

/**
 * The cart of a mutation, or its refusal. Stock refusals carry the precise reason in the warnings
 * (out of stock, not enough stock), which the catalogue ranks above the generic user error.
 */
function cartOrThrow<Answered extends Cart>(
  payload: CartMutationPayload<Answered> | null | undefined,
): Answered {
  if (!payload) throw new CartUserError([{ field: null, message: 'No answer', code: 'SERVER_ERROR' }]);
  if (payload.userErrors.length === 0 && payload.cart) return payload.cart;
  // Shopify answers a change to an unknown or completed cart with no cart and an error on cartId.
  const onCartId = payload.userErrors.find((error) => error.field?.[0] === 'cartId');
  if (!payload.cart && onCartId) throw new CartNotFoundError(onCartId.message);
  const errors = [...normaliseCartWarnings(payload.warnings), ...normaliseUserErrors(payload.userErrors)];
  throw new CartUserError(
    errors.length > 0 ? errors : [{ field: null, message: 'No cart', code: 'SERVER_ERROR' }],
  );
}

export function fetchCart(locale: Locale, id: string): Promise<Cart | null> {
  return storefrontRequest(CART_QUERY, {
    variables: { id, ...storefrontContext(locale) },
    retries: 2,
    retryThrottled: false,
  }).then(({ cart }) => cart ?? null);
}

/**
 * A new cart whose buyer identity is the locale's market country (spec §4), and the customer when one
 * is logged in. `attributes`: its order-level attributes, so none has to follow in a second call
 * (checkout_lang alone when not given).
 */
export async function createCart(
  locale: Locale,
  lines: CartLineInput[],
  customerAccessToken: string | null = null,
  attributes: AttributeInput[] = [
    { key: orderAttributeKeys.checkoutLang, value: localeConfig(locale).language },
  ],
): Promise<Cart> {
  const context = storefrontContext(locale);
  const { cartCreate } = await storefrontRequest(CART_CREATE_MUTATION, {
    variables: {
      input: {
        lines,
        buyerIdentity: {
          countryCode: context.country,
          ...(customerAccessToken ? { customerAccessToken } : {}),
        },
        attributes,
      },
      ...context,
    },
  });
  return cartOrThrow(cartCreate);
}

/** The cart after an add, with every line it holds (the add's document says why). */
export type CartAfterAdd = NonNullable<NonNullable<CartLinesAddMutation['cartLinesAdd']>['cart']>;

export async function addCartLines(
  locale: Locale,
  cartId: string,
  lines: CartLineInput[],
): Promise<CartAfterAdd> {
  const { cartLinesAdd } = await storefrontRequest(CART_LINES_ADD_MUTATION, {
    variables: { cartId, lines, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartLinesAdd);
}

export async function updateCartLines(
  locale: Locale,
  cartId: string,
  lines: CartLineUpdateInput[],
): Promise<Cart> {
  const { cartLinesUpdate } = await storefrontRequest(CART_LINES_UPDATE_MUTATION, {
    variables: { cartId, lines, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartLinesUpdate);
}

export async function removeCartLines(locale: Locale, cartId: string, lineIds: string[]): Promise<Cart> {
  const { cartLinesRemove } = await storefrontRequest(CART_LINES_REMOVE_MUTATION, {
    variables: { cartId, lineIds, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartLinesRemove);
}

/** Cart attributes as a whole list (spec §4: packaging sync, order-level and gift message attributes). */
export async function updateCartAttributes(
  locale: Locale,
  cartId: string,
  attributes: AttributeInput[],
): Promise<Cart> {
  const { cartAttributesUpdate } = await storefrontRequest(CART_ATTRIBUTES_UPDATE_MUTATION, {
    variables: { cartId, attributes, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartAttributesUpdate);
}

export async function updateCartNote(locale: Locale, cartId: string, note: string): Promise<Cart> {
  const { cartNoteUpdate } = await storefrontRequest(CART_NOTE_UPDATE_MUTATION, {
    variables: { cartId, note, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartNoteUpdate);
}

/** An unknown code is kept on the cart with applicable false: the panel shows it as not applicable. */
export async function updateCartDiscountCodes(
  locale: Locale,
  cartId: string,
  discountCodes: string[],
): Promise<Cart> {
  const { cartDiscountCodesUpdate } = await storefrontRequest(CART_DISCOUNT_CODES_UPDATE_MUTATION, {
    variables: { cartId, discountCodes, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartDiscountCodesUpdate);
}

/**
 * The cart's gift cards become the cards of these codes. A code the provider refuses is a userError
 * and the cart keeps the cards it had.
 */
export async function updateCartGiftCardCodes(
  locale: Locale,
  cartId: string,
  giftCardCodes: string[],
): Promise<Cart> {
  const { cartGiftCardCodesUpdate } = await storefrontRequest(CART_GIFT_CARD_CODES_UPDATE_MUTATION, {
    variables: { cartId, giftCardCodes, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartGiftCardCodesUpdate);
}

/** Takes cards off by their appliedGiftCards ids: the cart never tells their codes again. */
export async function removeCartGiftCards(
  locale: Locale,
  cartId: string,
  appliedGiftCardIds: string[],
): Promise<Cart> {
  const { cartGiftCardCodesRemove } = await storefrontRequest(CART_GIFT_CARD_CODES_REMOVE_MUTATION, {
    variables: { cartId, appliedGiftCardIds, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartGiftCardCodesRemove);
}

export async function updateCartBuyerIdentity(
  locale: Locale,
  cartId: string,
  buyerIdentity: CartBuyerIdentityInput,
): Promise<Cart> {
  const { cartBuyerIdentityUpdate } = await storefrontRequest(CART_BUYER_IDENTITY_UPDATE_MUTATION, {
    variables: { cartId, buyerIdentity, ...storefrontContext(locale) },
  });
  return cartOrThrow(cartBuyerIdentityUpdate);
}

const merchandiseInput = z.tuple([localeInput, addToCartSchema.shape.variantId]);

/**
 * The product facts a new line needs, or null when the id names no variant. Catalog data, the same for
 * every visitor: cached like the product pages, so an add to cart is one Storefront request (the add,
 * or the cart's creation), not two in series. A variant removed since is refused by the add itself.
 */
export async function fetchCartMerchandise(locale: Locale, variantId: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const input = parseCachedInput(merchandiseInput, [locale, variantId]);
  if (!input) return null;
  const { node } = await storefrontRequest(CART_MERCHANDISE_QUERY, {
    variables: { id: input[1], ...storefrontContext(input[0]) },
  });
  return node && 'product' in node ? node : null;
}

/** Catalog data, the same for every visitor: cached and tagged like the other product reads. */
export async function getCartOffers(locale: Locale) {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.products);
  const shop = parseCachedInput(localeInput, locale) ?? defaultLocale;
  return storefrontRequest(CART_OFFERS_QUERY, { variables: storefrontContext(shop) });
}

export type CartOffers = Awaited<ReturnType<typeof getCartOffers>>;
