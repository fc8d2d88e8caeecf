import { cartFields } from '../cart/fields';
import { giftCardMutations } from '../cart/gift-cards';
import { cartMutations } from '../cart/mutations';
import { findOpenCart } from '../cart/store';
import type { Resolver } from '../context';

/** `cart(id)` reads null for an unknown cart and for one the checkout turned into an order. */
const cart: Resolver<unknown, { id: string }> = (_root, args, ctx) => findOpenCart(ctx.db, args.id);

export const cartResolvers = {
  QueryRoot: { cart },
  Mutation: { ...cartMutations, ...giftCardMutations },
  ...cartFields,
};
