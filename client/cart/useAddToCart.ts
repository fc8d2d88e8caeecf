import { useActionState, useEffect, useRef, type FormEvent } from 'react';
import { pushAnalyticsEvent } from '@/client/analytics/data-layer';
import { cartProducts } from '@/lib/analytics/events';
import type { Locale } from '@/lib/markets';
import { addToCartAction, type CartActionState } from '@/server/actions/cart';
import { publishCart } from './cart-store';

/**
 * Add to cart as a form action: `form` goes on the <form> as it is, so the form also posts without
 * JavaScript (a client function as its action would not); the cart the server answers goes to the
 * header cart.
 */
export function useAddToCart(locale: Locale) {
  const [state, formAction, pending] = useActionState<CartActionState, FormData>(addToCartAction, {
    status: 'idle',
  });
  const addedVariant = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'added') return;
    publishCart(locale, state.payload);
    // spec §3: the add-to-cart event carries the added line (as the cart now holds it).
    const lines = state.payload.analytics?.lines.filter((line) => line.variantId === addedVariant.current);
    if (lines?.length) pushAnalyticsEvent('add_to_cart', { products: cartProducts(lines) });
  }, [locale, state]);
  const form = {
    action: formAction,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      // A card's quick add names the size in the button pressed (QuickAdd).
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const variantId = new FormData(event.currentTarget, submitter).get('variantId');
      addedVariant.current = typeof variantId === 'string' ? variantId : null;
    },
  };
  return { state, form, pending };
}
