'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { refusalMessage } from '@/client/cart/labels';
import { useAddToCart } from '@/client/cart/useAddToCart';
import { pushAlert } from '@/client/shell/alerts';
import type { Locale } from '@/lib/markets';
import styles from './QuickAdd.module.css';

export interface QuickAddLabels {
  addToCart: string;
  adding: string;
  added: string;
  soldOut: string;
  errors: Record<string, string>;
}

interface QuickAddChoice {
  /** The option the variants differ by, as the shop names it in the locale ('Contenance'). */
  option: string;
  values: { variantId: string; label: string; price: string; available: boolean }[];
}

/**
 * Add to cart from a product card; the outcome is an alert. A product with nothing to choose is added
 * at once. A product sold in several sizes opens its sizes under the button, each with its price, and
 * the size pressed is added: a <details>, so the choice opens from the keyboard, and without
 * JavaScript, whose form posts the pressed size. The button's name ends with the product's ('Add to
 * cart, Discovery set'), since several cards show one.
 */
export function QuickAdd({
  locale,
  variantId,
  choice,
  productName,
  labels,
}: {
  locale: Locale;
  /** Set for a product with nothing to choose; else `choice`. */
  variantId?: string;
  choice?: QuickAddChoice;
  productName: string;
  labels: QuickAddLabels;
}) {
  const { state, form, pending } = useAddToCart(locale);
  const sizes = useRef<HTMLDetailsElement>(null);
  const [pressed, setPressed] = useState<string | null>(null);

  useEffect(() => {
    if (state.status === 'added') {
      pushAlert({ type: 'success', message: labels.added });
      // The size is in the cart: the sizes close, and the focus goes back to the button that opened them.
      closeSizes(sizes.current);
    }
    if (state.status === 'error')
      pushAlert({ type: 'error', message: refusalMessage(labels.errors, state.code) });
  }, [state, labels]);

  const name = <span className="visually-hidden">, {productName}</span>;
  if (!choice)
    return (
      <form {...form} className={styles.form}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="variantId" value={variantId} />
        <input type="hidden" name="quantity" value="1" />
        <button type="submit" className={styles.button} disabled={pending} data-testid="quick-add">
          {pending ? labels.adding : labels.addToCart}
          {name}
        </button>
      </form>
    );

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape') closeSizes(event.currentTarget);
  };

  return (
    <details ref={sizes} className={styles.form} onKeyDown={onKeyDown} data-testid="quick-add-sizes">
      <summary className={`${styles.button} ${styles.opener}`} data-testid="quick-add">
        {labels.addToCart}
        {name}
      </summary>
      <form
        {...form}
        // One add at a time: the sizes stay enabled (a disabled button would drop the keyboard focus).
        onSubmit={(event) => (pending ? event.preventDefault() : form.onSubmit(event))}
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="quantity" value="1" />
        <fieldset className={styles.sizes} aria-busy={pending}>
          <legend className={styles.legend}>
            {choice.option}
            {name}
          </legend>
          {choice.values.map((value) => (
            <button
              key={value.variantId}
              type="submit"
              name="variantId"
              value={value.variantId}
              disabled={!value.available}
              onClick={() => setPressed(value.variantId)}
              className={styles.size}
            >
              <span>{value.label}</span>
              <span>
                {!value.available
                  ? labels.soldOut
                  : pending && pressed === value.variantId
                    ? labels.adding
                    : value.price}
              </span>
            </button>
          ))}
        </fieldset>
      </form>
    </details>
  );
}

function closeSizes(sizes: HTMLDetailsElement | null) {
  if (!sizes?.open) return;
  sizes.open = false;
  sizes.querySelector('summary')?.focus();
}
