'use client';

import { pushAnalyticsEvent } from '@/client/analytics/data-layer';
import { cartProducts } from '@/lib/analytics/events';
import type { Locale } from '@/lib/markets';
import { formatAmount, type Money } from '@/lib/money';
import { removeCartLineAction, updateCartLineQuantityAction } from '@/server/actions/cart';
import { linesSubtotal, type CartView, type CartSampleOffer } from '@/lib/cart-view';
import { freeDeliveryProgress, freeDeliveryThreshold } from '@/lib/free-delivery';
import { useCartSnapshot } from './cart-store';
import { CartLineItem } from './CartLineItem';
import { CartNoteForm } from './CartNoteForm';
import { DiscountCodeForm } from './DiscountCodeForm';
import { FreeDeliveryProgress } from './FreeDeliveryProgress';
import { GiftCardForm } from './GiftCardForm';
import { GiftCardTotals } from './GiftCardTotals';
import { GiftMessageForm } from './GiftMessageForm';
import { fill, type CartLabels } from './labels';
import { PackagingOptions } from './PackagingOptions';
import { SampleOffers } from './SampleOffers';
import type { CartStatus, RunCartChange } from './useCartMutations';
import styles from './CartContents.module.css';

interface CartContentsProps {
  locale: Locale;
  intl: string;
  view: CartView | null;
  pending: boolean;
  status: CartStatus;
  run: RunCartChange;
  samples: CartSampleOffer[];
  pouchOffered: boolean;
  labels: CartLabels;
}

export function CartContents({
  locale,
  intl,
  view,
  pending,
  status,
  run,
  samples,
  pouchOffered,
  labels,
}: CartContentsProps) {
  const money = (value: Money) => formatAmount(value.amount, value.currencyCode, intl);
  const snapshot = useCartSnapshot(locale);
  const analytics = snapshot.status === 'ready' ? snapshot.analytics : null;
  const messages = (
    <>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="cart-announcer">
        {pending ? labels.updating : status.message}
      </p>
      {status.error ? (
        <p role="alert" className={styles.error} data-testid="cart-alert">
          {status.error}
        </p>
      ) : null}
    </>
  );
  if (!view || view.lines.length === 0) {
    return (
      <>
        {messages}
        <p>{labels.empty}</p>
      </>
    );
  }

  const subtotal = view.pending ? linesSubtotal(view) : view.subtotal;
  const discounted = !view.pending && view.total.amount !== view.subtotal.amount;
  const paidByGiftCards = !view.pending && view.giftCards.length > 0;

  return (
    <>
      {messages}
      <div className={styles.scroll} aria-busy={pending}>
        <ul className={styles.lines} data-testid="cart-lines">
          {view.lines.map((line) => (
            <CartLineItem
              key={line.id}
              locale={locale}
              line={line}
              intl={intl}
              labels={labels}
              disabled={pending || line.id.startsWith('pending-')}
              onQuantity={(quantity) =>
                run(
                  { type: 'quantity', lineId: line.id, quantity },
                  () => updateCartLineQuantityAction({ locale, lineId: line.id, quantity }),
                  quantity === 0 ? fill(labels.removed, { item: line.name }) : labels.updated,
                )
              }
              onRemove={() =>
                run(
                  { type: 'remove', lineId: line.id },
                  () => removeCartLineAction({ locale, lineId: line.id }),
                  fill(labels.removed, { item: line.name }),
                )
              }
            />
          ))}
        </ul>
        <GiftMessageForm
          locale={locale}
          message={view.giftMessage}
          labels={labels.giftMessage}
          disabled={pending}
          run={run}
        />
        <SampleOffers
          locale={locale}
          cart={view}
          offers={samples}
          labels={labels}
          disabled={pending}
          run={run}
        />
        {view.packaging && pouchOffered ? (
          <PackagingOptions
            locale={locale}
            choice={view.packaging}
            labels={labels}
            disabled={pending}
            run={run}
          />
        ) : null}
        <DiscountCodeForm
          locale={locale}
          codes={view.discountCodes}
          labels={labels.discountCode}
          updated={labels.updated}
          disabled={pending}
          pending={view.pending === true}
          run={run}
        />
        <GiftCardForm
          locale={locale}
          cards={view.giftCards}
          labels={labels.giftCard}
          updated={labels.updated}
          disabled={pending}
          run={run}
        />
        <CartNoteForm locale={locale} note={view.note} labels={labels} disabled={pending} run={run} />
      </div>
      <FreeDeliveryProgress
        progress={freeDeliveryProgress(subtotal, freeDeliveryThreshold(locale))}
        intl={intl}
        labels={labels.freeDelivery}
      />
      <dl className={styles.totals} aria-busy={pending}>
        <div>
          <dt>{labels.subtotal}</dt>
          <dd data-testid="cart-subtotal">{money(subtotal)}</dd>
        </div>
        {discounted || paidByGiftCards ? (
          <div>
            <dt>{labels.total}</dt>
            <dd data-testid="cart-total">{money(view.total)}</dd>
          </div>
        ) : null}
        {paidByGiftCards ? (
          <GiftCardTotals
            view={view}
            labels={{ paid: labels.giftCard.paid, amountDue: labels.amountDue }}
            money={money}
          />
        ) : null}
      </dl>
      <a
        className={`button ${styles.checkout}`}
        href={view.checkoutUrl}
        data-testid="checkout"
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
          else if (analytics) pushAnalyticsEvent('checkout', { products: cartProducts(analytics.lines) });
        }}
      >
        {labels.checkout}
      </a>
    </>
  );
}
