import type { PluralTemplates } from '@/lib/plural';
import type { FreeDeliveryLabels } from './FreeDeliveryProgress';

/** The panel's strings, translated on the server (no message bundle ships to the browser). */
export interface CartLabels {
  title: string;
  /** The cart button's name with its count ('Cart, 2 items'). */
  buttonLabel: PluralTemplates;
  /** The same with a gift message: the badge counts it (spec §3), the name says what it is. */
  buttonLabelWithGiftMessage: PluralTemplates;
  close: string;
  empty: string;
  unavailable: string;
  loading: string;
  subtotal: string;
  discount: string;
  total: string;
  checkout: string;
  price: string;
  compareAtPrice: string;
  /** Templates: {item}, {max}, {code} are filled in on the client. */
  quantityOf: string;
  decrease: string;
  increase: string;
  maxReached: string;
  /** The button that sends a typed quantity or a packaging choice without JavaScript. */
  update: string;
  remove: string;
  removeItem: string;
  removed: string;
  free: string;
  offered: string;
  updating: string;
  updated: string;
  stale: string;
  giftMessage: {
    title: string;
    add: string;
    label: string;
    hint: string;
    save: string;
    remove: string;
    added: string;
  };
  samples: { title: string; add: string; addItem: string; inCart: string };
  packaging: { title: string; standard: string; pouch: string };
  note: { title: string; label: string; save: string };
  freeDelivery: FreeDeliveryLabels;
  discountCode: {
    title: string;
    label: string;
    apply: string;
    remove: string;
    applicable: string;
    notApplicable: string;
  };
  /** Templates: {last} is the card's last characters. */
  giftCard: {
    title: string;
    label: string;
    apply: string;
    applied: string;
    remove: string;
    moreAtCheckout: string;
    /** The row of the totals, with the amount the card pays. */
    paid: string;
  };
  amountDue: string;
  /** Spec §8 alert texts by code. */
  errors: Record<string, string>;
}

/**
 * The spec §8 text of a refusal's code; an unknown code reads as the server error. A rate limit's
 * wait (seconds) fills the text's {minutes}.
 */
export function refusalMessage(errors: Record<string, string>, code: string, retryAfter?: number): string {
  const text = errors[code] ?? errors.SERVER_ERROR ?? '';
  return retryAfter === undefined ? text : fill(text, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
