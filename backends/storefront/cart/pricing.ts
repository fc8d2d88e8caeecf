import type { Db } from '../../db';
import { currencyOfCountry, type CurrencyCode } from '../../markets';
import { variantPrice } from '../catalog/variants';
import { discountCodeState } from './discounts';
import type { CartLineRow, CartRow } from './rows';
import { linesOf, parseDiscountCodes } from './store';

export interface LinePricing {
  line: CartLineRow;
  unit: number;
  compareAt: number | null;
  subtotal: number;
}

interface CodeDiscount {
  code: string;
  percentage: number;
  amount: number;
}

/** A cart's money, in minor units of the cart's currency (the one of its buyer identity country). */
export interface CartPricing {
  currency: CurrencyCode;
  lines: LinePricing[];
  totalQuantity: number;
  subtotal: number;
  discounts: CodeDiscount[];
  total: number;
}

const cache = new WeakMap<CartRow, CartPricing>();

/** Priced once per cart row object, i.e. once per request however many cost fields are asked. */
export function pricingOf(db: Db, cart: CartRow): CartPricing {
  let pricing = cache.get(cart);
  if (!pricing) {
    pricing = priceCart(db, cart, linesOf(db, cart.token));
    cache.set(cart, pricing);
  }
  return pricing;
}

export function priceCart(db: Db, cart: CartRow, lines: readonly CartLineRow[]): CartPricing {
  const currency = currencyOfCountry(cart.country);
  const priced = lines.map((line) => {
    const price = variantPrice(db, line.variant_id, currency);
    // Lines are only accepted with a price in the cart currency; a missing one is a data bug.
    if (!price) throw new Error(`Variant ${line.variant_id} has no ${currency} price`);
    return { line, unit: price.amount, compareAt: price.compareAt, subtotal: price.amount * line.quantity };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
  // Order-level percentage codes: Shopify reports them on the cart, not on the lines.
  const discounts = parseDiscountCodes(cart.discount_codes)
    .map((code) => discountCodeState(db, code))
    .filter((state) => state.applicable && subtotal > 0)
    .map(({ code, percentage }) => ({ code, percentage, amount: Math.round((subtotal * percentage) / 100) }));
  const discounted = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return {
    currency,
    lines: priced,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discounts,
    total: Math.max(0, subtotal - discounted),
  };
}
