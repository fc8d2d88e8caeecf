import type { Db } from '../db';
import { priceCart, type CartPricing } from '../storefront/cart/pricing';
import type { CartRow } from '../storefront/cart/rows';
import { linesOf } from '../storefront/cart/store';

interface SummaryLine {
  variantId: number;
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  attributes: string;
  stock: number;
}

export interface CartSummary {
  pricing: CartPricing;
  lines: SummaryLine[];
}

/** The cart as the checkout shows and sells it: titles, quantities and prices in the cart currency. */
export function summariseCart(db: Db, cart: CartRow): CartSummary {
  const pricing = priceCart(db, cart, linesOf(db, cart.token));
  const lines = pricing.lines.map(({ line, unit, subtotal }) => {
    const info = db.get<{ title: string; variant_title: string; quantity_available: number }>(
      `SELECT p.title, v.title AS variant_title, v.quantity_available
       FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
      [line.variant_id],
    )!;
    return {
      variantId: line.variant_id,
      title: info.title,
      variantTitle: info.variant_title === 'Default Title' ? null : info.variant_title,
      quantity: line.quantity,
      unitPrice: unit,
      lineTotal: subtotal,
      attributes: line.attributes,
      stock: info.quantity_available,
    };
  });
  return { pricing, lines };
}
