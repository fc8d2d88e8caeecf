'use client';

import { useCallback, useEffect, useOptimistic, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { CartMutationResult } from '@/server/actions/cart';
import { pushAlert } from '../shell/alerts';
import { applyCartChange, type CartChange, type CartView } from './cart-view';
import type { CartLabels } from './labels';

export interface CartStatus {
  /** Polite announcement (spec §8 '{item} has been removed.'). */
  message: string;
  /** A refusal of the server, shown as an alert. */
  error: string | null;
}

/**
 * Optimistic cart updates (spec §4): the change shows at once, the server action runs, and the page
 * re-reads the cart when it settles (the actions call refresh()). A refusal leaves the server's cart
 * as it was, so dropping the optimistic state is the rollback; the alert says why.
 */
export function useCartMutations(cart: CartView | null, labels: CartLabels) {
  const router = useRouter();
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
        const result = await action().catch((): CartMutationResult => ({ ok: false, code: 'SERVER_ERROR' }));
        if (result.ok) {
          setStatus({ message: success, error: null });
          return;
        }
        const error =
          result.code === 'NOT_FOUND'
            ? labels.stale
            : (labels.errors[result.code] ?? labels.errors.SERVER_ERROR ?? '');
        setStatus({ message: '', error });
        pushAlert({ type: 'error', message: error });
      });
    },
    [addChange, labels],
  );

  // spec §4: the cart is re-read when the window gets the focus back (another tab may have changed it).
  useEffect(() => {
    if (!cart) return;
    const onFocus = () => router.refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [cart, router]);

  return { view, pending, status, run };
}

export type RunCartChange = ReturnType<typeof useCartMutations>['run'];
