'use client';

import { useId } from 'react';
import type { Locale } from '@/lib/markets';
import { applyGiftCardCodeAction, removeGiftCardAction } from '@/server/actions/cart';
import type { CartView } from '@/lib/cart-view';
import { CartForm } from './CartForm';
import { CodeEntryForm } from './CodeEntryForm';
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
  // The panel and the cart page may show the view at once: their ids must differ.
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{labels.title}</h3>
      {cards.map((card) => (
        <div key={card.id} className={styles.row} data-testid="gift-card">
          <span>{fill(labels.applied, { last: card.lastCharacters })}</span>
          <CartForm locale={locale} fields={{ intent: 'removeGiftCard', giftCardId: card.id }}>
            <button
              type="submit"
              className={styles.linkButton}
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                run(
                  { type: 'removeGiftCard', id: card.id },
                  () => removeGiftCardAction({ locale, id: card.id }),
                  updated,
                );
              }}
              aria-label={fill(labels.remove, { last: card.lastCharacters })}
            >
              ×
            </button>
          </CartForm>
        </div>
      ))}
      {cards.length > 0 ? <p className={styles.muted}>{labels.moreAtCheckout}</p> : null}
      <CodeEntryForm
        locale={locale}
        intent="applyGiftCard"
        label={labels.label}
        apply={labels.apply}
        disabled={disabled}
        testId="gift-card-apply"
        onCode={(code) =>
          run({ type: 'applyGiftCard' }, () => applyGiftCardCodeAction({ locale, code }), updated)
        }
      />
    </section>
  );
}
