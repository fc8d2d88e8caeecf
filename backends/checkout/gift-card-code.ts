import type { Db } from '../db';
import { noProblems } from '../storefront/cart/errors';
import { addGiftCardCodes } from '../storefront/cart/gift-cards';
import type { CartRow } from '../storefront/cart/rows';

/**
 * The checkout's gift card field: the code joins the cards the cart holds (those applied in the
 * shop's cart stay). False when the code cannot pay for this cart; the cart is then unchanged.
 */
export function applyCheckoutGiftCard(db: Db, cart: CartRow, code: string): boolean {
  const problems = noProblems();
  const write = addGiftCardCodes(db, cart, [code], problems, ['giftCardCode']);
  if (problems.userErrors.length > 0) return false;
  write();
  return true;
}
