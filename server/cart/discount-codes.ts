import 'server-only';
import { appliesDiscountCode, discountCodesWith, discountCodesWithout } from '@/lib/discount-codes';
import type { Locale } from '@/lib/markets';
import { CartUserError, updateCartDiscountCodes, type Cart } from '../shopify/cart';
import { countCodeAttempt } from './code-attempts';
import { changeVisitorCart } from './session';

/** A code the provider does not apply to this cart: the cart keeps the codes it held before. */
export class DiscountCodeNotApplicable extends CartUserError {
  constructor(readonly discountCode: string) {
    super([
      {
        field: 'discountCodes',
        message: `The code ${discountCode} does not apply to this cart.`,
        code: 'DISCOUNT_CODE_NOT_APPLICABLE',
      },
    ]);
    this.name = 'DiscountCodeNotApplicable';
  }
}

/**
 * Adds a code to those the cart holds. Shopify keeps a code it cannot apply on the cart (applicable
 * false), where it would sit among the applied ones unexplained: the shop takes it off again and
 * refuses it by name, so the shopper reads why and the applied codes stay.
 */
export function addDiscountCode(locale: Locale, code: string): Promise<Cart> {
  return changeVisitorCart(locale, async (cart) => {
    if (appliesDiscountCode(cart.discountCodes, code)) return cart;
    await countCodeAttempt('discountCode', cart.id);
    const tried = await updateCartDiscountCodes(locale, cart.id, discountCodesWith(cart.discountCodes, code));
    if (appliesDiscountCode(tried.discountCodes, code)) return tried;
    await updateCartDiscountCodes(locale, cart.id, discountCodesWithout(cart.discountCodes, code));
    throw new DiscountCodeNotApplicable(code);
  });
}

/** Removes one code; the others stay. */
export function removeDiscountCode(locale: Locale, code: string): Promise<Cart> {
  return changeVisitorCart(locale, (cart) =>
    updateCartDiscountCodes(locale, cart.id, discountCodesWithout(cart.discountCodes, code)),
  );
}
