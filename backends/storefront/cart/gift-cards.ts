import type { Resolver } from '../context';
import { userError } from './errors';
import { mutateCart } from './mutate';

/**
 * The shop takes gift cards at its hosted checkout, not on the cart: a code given to a cart is refused
 * with a userError (the cart unchanged, `appliedGiftCards` always empty) rather than silently dropped.
 */
export const giftCardsAtCheckout = (field: (string | number)[]) =>
  userError('INVALID', field, 'Gift cards are applied at checkout.');

/** `cartGiftCardCodesUpdate` / `cartGiftCardCodesAdd`: an empty list changes nothing, as no card is on the cart. */
const refuseCodes: Resolver<unknown, { cartId: string; giftCardCodes: string[] }> = (_root, args, ctx) =>
  mutateCart(ctx.db, args.cartId, (_cart, problems) => {
    if (args.giftCardCodes.length > 0) problems.userErrors.push(giftCardsAtCheckout(['giftCardCodes']));
    return () => {};
  });

/** `cartGiftCardCodesRemove`: no card is ever applied to a cart, so any id names none of its cards. */
const cartGiftCardCodesRemove: Resolver<unknown, { cartId: string; appliedGiftCardIds: string[] }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (_cart, problems) => {
    if (args.appliedGiftCardIds.length > 0) {
      problems.userErrors.push(
        userError('INVALID', ['appliedGiftCardIds'], 'No gift card with this id is applied to the cart.'),
      );
    }
    return () => {};
  });

export const giftCardMutations = {
  cartGiftCardCodesUpdate: refuseCodes,
  cartGiftCardCodesAdd: refuseCodes,
  cartGiftCardCodesRemove,
};
