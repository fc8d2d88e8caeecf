import 'server-only';
import type { Locale } from '@/lib/markets';
import {
  CartNotFoundError,
  CartUserError,
  removeCartGiftCards,
  updateCartGiftCardCodes,
  type Cart,
} from '../shopify/cart';
import { countCodeAttempt } from './code-attempts';
import { changeVisitorCart, mutateVisitorCart } from './session';

/** A gift card code the provider does not take for this cart: the cart keeps the card it held. */
class GiftCardNotApplicable extends CartUserError {
  constructor() {
    super([
      {
        field: 'giftCardCodes',
        message: 'The gift card code cannot be used for this cart.',
        code: 'GIFT_CARD_NOT_APPLICABLE',
      },
    ]);
    this.name = 'GiftCardNotApplicable';
  }
}

/**
 * Applies a gift card code. The Storefront (2025-07) sets the cart's cards to the codes it is given,
 * and tells only the last characters of the cards applied, so the shop cannot send them again: the
 * cart holds one card, a new code takes the place of the applied one (more cards are taken at the
 * hosted checkout). A refused code changes nothing. Every code tried is counted (code-attempts.ts).
 */
export function applyGiftCardCode(locale: Locale, code: string): Promise<Cart> {
  return changeVisitorCart(locale, async (cart) => {
    await countCodeAttempt('giftCard', cart.id);
    try {
      return await updateCartGiftCardCodes(locale, cart.id, [code]);
    } catch (error) {
      // Unknown, spent, expired or disabled: one answer, so a guess learns nothing about a card.
      if (error instanceof CartUserError && !(error instanceof CartNotFoundError))
        throw new GiftCardNotApplicable();
      throw error;
    }
  });
}

/** Takes one applied card off the cart, by its appliedGiftCards id. */
export function removeGiftCard(locale: Locale, appliedGiftCardId: string): Promise<Cart> {
  return mutateVisitorCart(locale, (cartId) => removeCartGiftCards(locale, cartId, [appliedGiftCardId]));
}
