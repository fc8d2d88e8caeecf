import { startTransition, useEffect, useRef, type FormEvent } from 'react';
import { useRefusableAction } from '@/client/forms/useRefusableAction';
import { pushAnalyticsEvent } from '@/client/analytics/data-layer';
import { cartProducts } from '@/lib/analytics/events';
import type { Locale } from '@/lib/markets';
import { addToCartAction, type CartActionState } from '@/server/actions/cart';
import { publishCart } from './cart-store';

const idle: CartActionState = { status: 'idle' };

/**
 * Add to cart as a form action: `form` goes on the <form> as it is, so the form also posts without
 * JavaScript (a client function as its action would not); the cart the server answers goes to the
 * header cart.
 */
export function useAddToCart(locale: Locale) {
  const { state, formAction, dispatch, pending } = useRefusableAction(
    addToCartAction,
    idle,
    (): CartActionState => ({ status: 'error', code: 'REFUSED', at: Date.now() }),
  );
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
      const data = new FormData(event.currentTarget, submitter);
      const variantId = data.get('variantId');
      addedVariant.current = typeof variantId === 'string' ? variantId : null;
      // Sent from here so that a refusal answers in the page (useRefusableAction).
      event.preventDefault();
      startTransition(() => dispatch(data));
    },
  };
  return { state, form, pending };
}
