import 'server-only';
import { orderAttributeKeys } from '@/lib/cart';
import {
  normaliseCartWarnings,
  normaliseUserErrors,
  type NormalisedUserError,
  type ProviderUserError,
} from '@/lib/errors';
import { localeConfig, type Locale } from '@/lib/markets';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import {
  CART_CREATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_QUERY,
} from './documents/cart';
import type { CartFragment } from './generated/storefront.generated';
import type { CartLineInput, CartLineUpdateInput } from './generated/storefront.types';

export type Cart = CartFragment;

/** The provider refused a cart change; nothing was changed. */
export class CartUserError extends Error {
  constructor(readonly errors: NormalisedUserError[]) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'CartUserError';
  }
}

interface CartPayload {
  cart?: Cart | null;
  userErrors: ProviderUserError[];
  warnings: { code: string; message: string }[];
}

/**
 * The cart of a mutation, or its refusal. Stock refusals carry the precise reason in the warnings
 * (out of stock, not enough stock), which the catalogue ranks above the generic user error.
 */
function cartOrThrow(payload: CartPayload | null | undefined): Cart {
  if (!payload) throw new CartUserError([{ field: null, message: 'No answer', code: 'SERVER_ERROR' }]);
  if (payload.userErrors.length === 0 && payload.cart) return payload.cart;
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

/** A new cart whose buyer identity is the locale's market country (spec §4). */
export async function createCart(locale: Locale, lines: CartLineInput[]): Promise<Cart> {
  const context = storefrontContext(locale);
  const { cartCreate } = await storefrontRequest(CART_CREATE_MUTATION, {
    variables: {
      input: {
        lines,
        buyerIdentity: { countryCode: context.country },
        attributes: [{ key: orderAttributeKeys.checkoutLang, value: localeConfig(locale).language }],
      },
      ...context,
    },
  });
  return cartOrThrow(cartCreate);
}

export async function addCartLines(locale: Locale, cartId: string, lines: CartLineInput[]): Promise<Cart> {
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
