'use client';

import { useEffect } from 'react';
import { refusalMessage } from '@/client/cart/labels';
import { useAddToCart } from '@/client/cart/useAddToCart';
import { pushAlert } from '@/client/shell/alerts';
import type { Locale } from '@/lib/markets';
import styles from './QuickAdd.module.css';

export interface QuickAddLabels {
  addToCart: string;
  adding: string;
  added: string;
  errors: Record<string, string>;
}

/**
 * Add to cart from a product card, for a product with nothing to choose; the outcome is an alert. The
 * button's name ends with the product's ('Add to cart, Discovery set'), since several cards show one.
 */
export function QuickAdd({
  locale,
  variantId,
  productName,
  labels,
}: {
  locale: Locale;
  variantId: string;
  productName: string;
  labels: QuickAddLabels;
}) {
  const { state, form, pending } = useAddToCart(locale);

  useEffect(() => {
    if (state.status === 'added') pushAlert({ type: 'success', message: labels.added });
    if (state.status === 'error')
      pushAlert({ type: 'error', message: refusalMessage(labels.errors, state.code) });
  }, [state, labels]);

  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="quantity" value="1" />
      <button type="submit" className={styles.button} disabled={pending} data-testid="quick-add">
        {pending ? labels.adding : labels.addToCart}
        <span className="visually-hidden">, {productName}</span>
      </button>
    </form>
  );
}
