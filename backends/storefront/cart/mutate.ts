import type { Db } from '../../db';
import { cartNotFound, noProblems, type CartProblems } from './errors';
import type { CartRow } from './rows';
import { findOpenCart } from './store';

export interface CartPayload extends CartProblems {
  cart: CartRow | null;
}

/**
 * Runs one change on an open cart. `plan` records userErrors and returns the writes; the writes run
 * only when there is no userError, so a refused change leaves the cart exactly as it was. The payload
 * carries the cart as it is afterwards, as Shopify's does.
 */
export function mutateCart(
  db: Db,
  cartId: string,
  plan: (cart: CartRow, problems: CartProblems) => () => void,
): CartPayload {
  const problems = noProblems();
  const cart = findOpenCart(db, cartId);
  if (!cart) return { cart: null, userErrors: [cartNotFound()], warnings: [] };
  const commit = plan(cart, problems);
  if (problems.userErrors.length > 0) return { cart, ...problems };
  commit();
  return { cart: findOpenCart(db, cartId), ...problems };
}
