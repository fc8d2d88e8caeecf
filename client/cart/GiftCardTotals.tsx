import type { CartView } from '@/lib/cart-view';
import type { Money } from '@/lib/money';
import { fill } from './labels';

interface GiftCardTotalsProps {
  view: Pick<CartView, 'giftCards' | 'amountDue'>;
  /** `paid` is a template: {last} is the card's last characters. */
  labels: { paid: string; amountDue: string };
  money: (value: Money) => string;
}

/**
 * Rows of the cart's totals (inside its <dl>): a gift card is a payment, so what each card pays shows
 * under the total, then what is left to pay at the checkout. No hook: the panel and the cart page share it.
 */
export function GiftCardTotals({ view, labels, money }: GiftCardTotalsProps) {
  return (
    <>
      {view.giftCards.map((card) => (
        <div key={card.id} data-testid="cart-gift-card-paid">
          <dt>{fill(labels.paid, { last: card.lastCharacters })}</dt>
          <dd>−{money(card.amountUsed)}</dd>
        </div>
      ))}
      <div>
        <dt>{labels.amountDue}</dt>
        <dd data-testid="cart-amount-due">{money(view.amountDue)}</dd>
      </div>
    </>
  );
}
