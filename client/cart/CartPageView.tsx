'use client';

import type { CartSampleOffer, CartView } from '@/lib/cart-view';
import type { Locale } from '@/lib/markets';
import { useCartSnapshot } from './cart-store';
import { CartContents } from './CartContents';
import type { CartLabels } from './labels';
import { useCartMutations } from './useCartMutations';

interface CartPageViewProps {
  locale: Locale;
  intl: string;
  /** The cart as the page's request read it: what the HTML shows, and what a browser without a script edits. */
  cart: CartView | null;
  samples: CartSampleOffer[];
  pouchOffered: boolean;
  labels: CartLabels;
}

/**
 * The cart page's cart: the panel's view, not a second one. Its forms post without JavaScript (the
 * cart form action); with it, changes are made in place as in the panel, and the header's badge
 * follows, since both read the one cart store once the header has read the cart.
 */
export function CartPageView({ locale, intl, cart, samples, pouchOffered, labels }: CartPageViewProps) {
  const snapshot = useCartSnapshot(locale);
  const current = snapshot.status === 'ready' ? snapshot.cart : cart;
  const mutations = useCartMutations(locale, current, labels);
  return (
    <CartContents
      locale={locale}
      intl={intl}
      samples={samples}
      pouchOffered={pouchOffered}
      labels={labels}
      {...mutations}
    />
  );
}
