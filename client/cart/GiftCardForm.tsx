'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/markets';
import { applyGiftCardCodeAction, removeGiftCardAction } from '@/server/actions/cart';
import type { CartView } from '@/lib/cart-view';
import { fill, type CartLabels } from './labels';
import type { RunCartChange } from './useCartMutations';
import styles from './CartSection.module.css';

interface GiftCardFormProps {
  locale: Locale;
  cards: CartView['giftCards'];
  labels: CartLabels['giftCard'];
  updated: string;
  disabled: boolean;
  run: RunCartChange;
}

/**
 * The gift card applied to the cart, named by its last characters (the provider never tells a code
 * again), and the field to apply one. The cart holds one card (server/cart/gift-card-codes.ts): a new
 * code takes the applied card's place, and more cards are taken at the checkout.
 */
export function GiftCardForm({ locale, cards, labels, updated, disabled, run }: GiftCardFormProps) {
  const [draft, setDraft] = useState('');
  return (
    <section className={styles.section} aria-labelledby="cart-gift-card">
      <h3 id="cart-gift-card">{labels.title}</h3>
      {cards.map((card) => (
        <p key={card.id} className={styles.row} data-testid="gift-card">
          <span>{fill(labels.applied, { last: card.lastCharacters })}</span>
          <button
            type="button"
            className={styles.linkButton}
            disabled={disabled}
            onClick={() =>
              run(
                { type: 'removeGiftCard', id: card.id },
                () => removeGiftCardAction({ locale, id: card.id }),
                updated,
              )
            }
            aria-label={fill(labels.remove, { last: card.lastCharacters })}
          >
            ×
          </button>
        </p>
      ))}
      {cards.length > 0 ? <p className={styles.muted}>{labels.moreAtCheckout}</p> : null}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          const code = draft.trim();
          if (!code) return;
          setDraft('');
          run({ type: 'applyGiftCard' }, () => applyGiftCardCodeAction({ locale, code }), updated);
        }}
      >
        <label htmlFor="gift-card-code" className="visually-hidden">
          {labels.label}
        </label>
        <input
          id="gift-card-code"
          name="giftCardCode"
          autoComplete="off"
          placeholder={labels.label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.secondary} disabled={disabled} data-testid="gift-card-apply">
          {labels.apply}
        </button>
      </form>
    </section>
  );
}
