'use client';

import { useCallback, useOptimistic, useState, useTransition } from 'react';
import type { Locale } from '@/lib/markets';
import type { CartMutationResult } from '@/server/actions/cart';
import { pushAlert } from '../shell/alerts';
import { loadCart, publishCart } from './cart-store';
import { applyCartChange, type CartChange, type CartView } from '@/lib/cart-view';
import { fill, refusalMessage, type CartLabels } from './labels';

export interface CartStatus {
  /** Polite announcement (spec §8 '{item} has been removed.'). */
  message: string;
  /** A refusal of the server, shown as an alert. */
  error: string | null;
}

/**
 * Optimistic cart updates (spec §4): the change shows at once, the server action runs and answers the
 * changed cart, which replaces the optimistic one. A refusal leaves the server's cart as it was, so
 * dropping the optimistic state is the rollback; the alert says why, and the cart is re-read.
 */
export function useCartMutations(locale: Locale, cart: CartView | null, labels: CartLabels) {
  const [view, addChange] = useOptimistic(cart, (current: CartView | null, change: CartChange) =>
    current ? applyCartChange(current, change) : current,
  );
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<CartStatus>({ message: '', error: null });

  const run = useCallback(
    (change: CartChange, action: () => Promise<CartMutationResult>, success: string) => {
      setStatus({ message: '', error: null });
      startTransition(async () => {
        addChange(change);
        // The action answers its own failures; a call that throws never reached it (the request guards'
        // 403 on a foreign origin, a lost connection): the panel says so, as any refused action must.
        const result = await action().catch((): CartMutationResult => ({ ok: false, code: 'REFUSED' }));
        if (result.ok) {
          publishCart(locale, result.payload);
          setStatus({ message: success, error: null });
          return;
        }
        void loadCart(locale);
        const error =
          result.code === 'NOT_FOUND'
            ? labels.stale
            : fill(refusalMessage(labels.errors, result.code, result.retryAfter), result.values ?? {});
        setStatus({ message: '', error });
        pushAlert({ type: 'error', message: error });
      });
    },
    [addChange, labels, locale],
  );

  return { view, pending, status, run };
}

export type RunCartChange = ReturnType<typeof useCartMutations>['run'];
