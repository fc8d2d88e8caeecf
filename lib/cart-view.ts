/**
 * What the cart panel shows, as plain data the server hands to the client island, and the optimistic
 * changes applied to it while a server action runs (spec §4: applied optimistically, rolled back on
 * error). Pure, so it is unit-tested.
 */
import type { AnalyticsLine } from './cart-lines';
import { sameDiscountCode } from './discount-codes';
import type { Money } from './money';
import { toDecimalString, toMinorUnits } from './money';

export type CartLineKind = 'product' | 'sample' | 'pouch' | 'gift';

export interface CartLineView {
  id: string;
  kind: CartLineKind;
  variantId: string;
  quantity: number;
  /** The stepper's upper bound: the variant's quantityAvailable (capped at the add-to-cart maximum). */
  maxQuantity: number;
  name: string;
  href: string | null;
  options: { name: string; value: string }[];
  image: { url: string; alt: string; width: number; height: number } | null;
  unitPrice: Money;
  compareAtUnitPrice: Money | null;
  discountPercent: number | null;
  total: Money;
}

interface AppliedGiftCardView {
  id: string;
  lastCharacters: string;
  amountUsed: Money;
}

export type PackagingChoice = 'pouch' | 'standard';

export interface CartView {
  lines: CartLineView[];
  subtotal: Money;
  total: Money;
  checkoutUrl: string;
  note: string;
  giftMessage: string | null;
  discountCodes: { code: string; applicable: boolean }[];
  /** Gift cards pay part of the total: they are payments, so `total` stays before them. */
  giftCards: AppliedGiftCardView[];
  /** What is left to pay at the checkout once the gift cards have paid their part. */
  amountDue: Money;
  /** Null when the cart holds no fragrance to pack (spec §4 packaging sync). */
  packaging: PackagingChoice | null;
  /** True while an optimistic change waits for the server: totals are the last known ones. */
  pending?: boolean;
}

/** What GET /api/cart and every cart action answer: the panel's cart and its analytics lines. */
/** Who is logged in, as the header shows it (GET /api/cart); never the token or the e-mail. */
export interface CustomerGreeting {
  /** The customer's gid: analytics events carry it (spec §3 Analytics events, customer id). */
  id: string;
  firstName: string | null;
}

export interface CartPayload {
  /** Null when the visitor has no cart yet (or it was completed at checkout). */
  cart: CartView | null;
  /** spec §3: the cart's analytics lines and token (the cart id's token, as in its checkout URL). */
  analytics: { currency: string; lines: AnalyticsLine[]; cartToken: string | null } | null;
}

/** What GET /api/cart answers: the cart and who is logged in. */
export type CartAnswer = CartPayload & { customer: CustomerGreeting | null };

export interface CartSampleOffer {
  variantId: string;
  name: string;
  image: CartLineView['image'];
}

export type CartChange =
  | { type: 'quantity'; lineId: string; quantity: number }
  | { type: 'remove'; lineId: string }
  | { type: 'giftMessage'; message: string | null }
  | { type: 'note'; note: string }
  | { type: 'addDiscountCode'; code: string }
  | { type: 'removeDiscountCode'; code: string }
  | { type: 'applyGiftCard' }
  | { type: 'removeGiftCard'; id: string }
  | { type: 'addSample'; offer: CartSampleOffer; price: Money }
  | { type: 'packaging'; choice: PackagingChoice };

function lineTotal(line: CartLineView, quantity: number): Money {
  const unit = toMinorUnits(line.unitPrice.amount) ?? 0;
  return { amount: toDecimalString(unit * quantity), currencyCode: line.unitPrice.currencyCode };
}

export function applyCartChange(cart: CartView, change: CartChange): CartView {
  const next: CartView = { ...cart, pending: true };
  switch (change.type) {
    case 'quantity':
      next.lines = cart.lines.flatMap((line) => {
        if (line.id !== change.lineId) return [line];
        if (change.quantity <= 0) return [];
        return [{ ...line, quantity: change.quantity, total: lineTotal(line, change.quantity) }];
      });
      return next;
    case 'remove':
      next.lines = cart.lines.filter((line) => line.id !== change.lineId);
      return next;
    case 'giftMessage':
      next.giftMessage = change.message;
      return next;
    case 'note':
      next.note = change.note;
      return next;
    case 'addDiscountCode':
      // Applicability is the server's answer; until it comes the new code shows as not yet applied.
      next.discountCodes = [
        ...cart.discountCodes.filter(({ code }) => !sameDiscountCode(code, change.code)),
        { code: change.code, applicable: false },
      ];
      return next;
    case 'removeDiscountCode':
      next.discountCodes = cart.discountCodes.filter(({ code }) => !sameDiscountCode(code, change.code));
      return next;
    case 'applyGiftCard':
      // Only the provider knows what a code is worth: the cart waits for its answer.
      return next;
    case 'removeGiftCard':
      next.giftCards = cart.giftCards.filter((card) => card.id !== change.id);
      next.amountDue = amountDueOf(cart.total, next.giftCards);
      return next;
    case 'addSample':
      // Idempotent: the optimistic change is replayed on the server's newer cart until it settles.
      if (cart.lines.some((line) => line.kind === 'sample' && line.variantId === change.offer.variantId))
        return next;
      next.lines = [
        ...cart.lines,
        {
          id: `pending-${change.offer.variantId}`,
          kind: 'sample',
          variantId: change.offer.variantId,
          quantity: 1,
          maxQuantity: 1,
          name: change.offer.name,
          href: null,
          options: [],
          image: change.offer.image,
          unitPrice: change.price,
          compareAtUnitPrice: null,
          discountPercent: null,
          total: change.price,
        },
      ];
      return next;
    case 'packaging':
      next.packaging = change.choice;
      return next;
  }
}

/** Sum of the line totals, for the optimistic subtotal. */
export function linesSubtotal(cart: CartView): Money {
  const minor = cart.lines.reduce((sum, line) => sum + (toMinorUnits(line.total.amount) ?? 0), 0);
  return { amount: toDecimalString(minor), currencyCode: cart.subtotal.currencyCode };
}

/** The total less what the gift cards pay, never below zero (amounts in the cart's one currency). */
export function amountDueOf(total: Money, giftCards: readonly AppliedGiftCardView[]): Money {
  const paid = giftCards.reduce((sum, card) => sum + (toMinorUnits(card.amountUsed.amount) ?? 0), 0);
  const due = Math.max(0, (toMinorUnits(total.amount) ?? 0) - paid);
  return { amount: toDecimalString(due), currencyCode: total.currencyCode };
}
