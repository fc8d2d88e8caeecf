import type { Db } from '../db';
import type { Language } from '../markets';
import { priceCart, type CartPricing } from '../storefront/cart/pricing';
import type { CartRow } from '../storefront/cart/rows';
import { linesOf } from '../storefront/cart/store';
import { optionBook } from '../storefront/catalog/options';
import { translation } from '../storefront/catalog/translations';

interface SummaryLine {
  variantId: number;
  /** The English title and option values, as the order records them (the shop translates them back). */
  title: string;
  variantTitle: string | null;
  /** The same in the checkout's language, as Shopify's checkout shows them. */
  shownTitle: string;
  shownVariantTitle: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  attributes: string;
  stock: number;
}

export interface CartSummary {
  pricing: CartPricing;
  lines: SummaryLine[];
  /** The gift message the shopper wrote in the cart, or null when none was added. */
  giftMessage: string | null;
}

interface VariantInfo {
  product_id: number;
  title: string;
  variant_title: string;
  selected_options: string;
  quantity_available: number;
}

/**
 * The variant's option values in `language`, joined as the Storefront's variant title is; null for a
 * product with no options ('Default Title').
 */
function variantTitleIn(db: Db, info: VariantInfo, language: string): string | null {
  if (info.variant_title === 'Default Title') return null;
  const book = optionBook(db, info.product_id, language);
  return (JSON.parse(info.selected_options) as { name: string; value: string }[])
    .map((option) => book.value(option.name, option.value))
    .join(' / ');
}

/**
 * The gift message as the shop writes it on the cart (lib/cart-attributes.ts): `giftMessageAdded`
 * set to 'true', and the text under `giftMessage`.
 */
function giftMessageOf(cart: CartRow): string | null {
  const attributes = JSON.parse(cart.attributes) as { key: string; value: string }[];
  const value = (key: string) => attributes.find((attribute) => attribute.key === key)?.value;
  return value('giftMessageAdded') === 'true' ? (value('giftMessage') ?? '') : null;
}

/**
 * The cart as the checkout shows and sells it: titles in the checkout's language, quantities and
 * prices in the cart currency, and the gift message.
 */
export function summariseCart(db: Db, cart: CartRow, language: Language = 'en'): CartSummary {
  const pricing = priceCart(db, cart, linesOf(db, cart.token));
  const code = language.toUpperCase();
  const lines = pricing.lines.map(({ line, unit, subtotal }) => {
    const info = db.get<VariantInfo>(
      `SELECT p.id AS product_id, p.title, v.title AS variant_title, v.selected_options, v.quantity_available
       FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
      [line.variant_id],
    )!;
    return {
      variantId: line.variant_id,
      title: info.title,
      variantTitle: info.variant_title === 'Default Title' ? null : info.variant_title,
      shownTitle: translation(db, 'PRODUCT', info.product_id, 'title', code) ?? info.title,
      shownVariantTitle: variantTitleIn(db, info, code),
      quantity: line.quantity,
      unitPrice: unit,
      lineTotal: subtotal,
      attributes: line.attributes,
      stock: info.quantity_available,
    };
  });
  return { pricing, lines, giftMessage: giftMessageOf(cart) };
}
