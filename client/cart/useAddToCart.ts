import { useActionState, useEffect } from 'react';
import type { Locale } from '@/lib/markets';
import { addToCartAction, type CartActionState } from '@/server/actions/cart';
import { publishCart } from './cart-store';

/**
 * Add to cart as a form action (it also works as a plain form post before the page hydrates); the
 * cart the server answers goes to the header cart.
 */
export function useAddToCart(locale: Locale) {
  const [state, formAction, pending] = useActionState<CartActionState, FormData>(addToCartAction, {
    status: 'idle',
  });
  useEffect(() => {
    if (state.status === 'added') publishCart(locale, state.payload);
  }, [locale, state]);
  return { state, formAction, pending };
}
