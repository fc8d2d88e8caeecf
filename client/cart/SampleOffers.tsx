'use client';

import { useId } from 'react';
import type { Locale } from '@/lib/markets';
import { addSampleAction } from '@/server/actions/cart';
import type { CartView, CartSampleOffer } from '@/lib/cart-view';
import { CartForm } from './CartForm';
import { fill, type CartLabels } from './labels';
import type { RunCartChange } from './useCartMutations';
import styles from './SampleOffers.module.css';
import shared from './CartSection.module.css';

interface SampleOffersProps {
  locale: Locale;
  cart: CartView;
  offers: CartSampleOffer[];
  labels: CartLabels;
  disabled: boolean;
  run: RunCartChange;
}

/** Samples with purchase, offered once each: added as lines flagged _sample, not real products. */
export function SampleOffers({ locale, cart, offers, labels, disabled, run }: SampleOffersProps) {
  // The panel and the cart page may show the view at once: their ids must differ.
  const id = useId();
  if (offers.length === 0) return null;
  const free = { amount: '0.0', currencyCode: cart.subtotal.currencyCode };
  return (
    <section className={shared.section} aria-labelledby={id}>
      <h3 id={id}>{labels.samples.title}</h3>
      <ul className={styles.offers}>
        {offers.map((offer) => {
          const inCart = cart.lines.some(
            (line) => line.kind === 'sample' && line.variantId === offer.variantId,
          );
          return (
            <li key={offer.variantId}>
              <span>{offer.name}</span>
              {inCart ? (
                <span className={shared.muted}>{labels.samples.inCart}</span>
              ) : (
                <CartForm locale={locale} fields={{ intent: 'sample', variantId: offer.variantId }}>
                  <button
                    type="submit"
                    className={shared.secondary}
                    disabled={disabled}
                    aria-label={fill(labels.samples.addItem, { item: offer.name })}
                    onClick={(event) => {
                      event.preventDefault();
                      run(
                        { type: 'addSample', offer, price: free },
                        () => addSampleAction({ locale, variantId: offer.variantId }),
                        labels.updated,
                      );
                    }}
                    data-testid="add-sample"
                  >
                    {labels.samples.add}
                  </button>
                </CartForm>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
