import type { Db } from '../../db';
import { currencyOfCountry, type CurrencyCode } from '../../markets';
import { variantPrice } from '../catalog/variants';
import { discountCodeState } from './discounts';
import { findGiftCard, isUsableGiftCard } from './gift-cards';
import type { CartLineRow, CartRow } from './rows';
import { linesOf, parseDiscountCodes, parseGiftCardCodes } from './store';

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

/** A gift card applied to the cart, and what it pays of the total. */
interface GiftCardPayment {
  cardId: number;
  code: string;
  /** The card's balance before this cart. */
  balance: number;
  used: number;
}

/** A cart's money, in minor units of the cart's currency (the one of its buyer identity country). */
export interface CartPricing {
  currency: CurrencyCode;
  lines: LinePricing[];
  totalQuantity: number;
  subtotal: number;
  discounts: CodeDiscount[];
  /** Before gift cards, as Shopify's cost.totalAmount: a gift card is a payment, not a discount. */
  total: number;
  giftCards: GiftCardPayment[];
  /** What is left to pay once the gift cards have paid their part. */
  due: number;
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
  const total = Math.max(0, subtotal - discounted);
  const giftCards = giftCardPayments(db, parseGiftCardCodes(cart.gift_card_codes), currency, total);
  return {
    currency,
    lines: priced,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discounts,
    total,
    giftCards,
    due: total - giftCards.reduce((sum, card) => sum + card.used, 0),
  };
}

/**
 * Each card in the order applied pays what it can of what is left. A card that stopped being usable
 * since it was applied (spent elsewhere, disabled, expired) pays nothing and is left out.
 */
function giftCardPayments(
  db: Db,
  codes: readonly string[],
  currency: CurrencyCode,
  total: number,
): GiftCardPayment[] {
  let left = total;
  return codes.flatMap((code) => {
    const card = findGiftCard(db, code);
    if (!card || !isUsableGiftCard(card, currency)) return [];
    const used = Math.min(card.balance, left);
    left -= used;
    return [{ cardId: card.id, code, balance: card.balance, used }];
  });
}
