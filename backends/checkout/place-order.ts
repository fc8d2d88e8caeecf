import type { Db } from '../db';
import type { CartRow } from '../storefront/cart/rows';
import type { CheckoutForm } from './form';
import type { CartSummary } from './summary';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Shopify's first order number. */
const firstOrderNumber = 1001;

/**
 * Turns a paid cart into an order: lines at the cart's prices, stock taken, gift cards charged, cart
 * completed, in one transaction. Shipping is free and shelf prices include tax, so neither adds to the total.
 */
export function placeOrder(db: Db, cart: CartRow, summary: CartSummary, form: CheckoutForm) {
  return db.transaction(() => {
    const { last } = db.get<{ last: number | null }>('SELECT MAX(order_number) AS last FROM orders')!;
    const orderNumber = Math.max(firstOrderNumber, (last ?? 0) + 1);
    const shippingAddress = {
      first_name: form.firstName,
      last_name: form.lastName,
      company: null,
      address1: form.address1,
      address2: form.address2 || null,
      city: form.city,
      province: null,
      province_code: null,
      country: countryNames.of(form.country) ?? form.country,
      country_code: form.country,
      zip: form.zip,
      phone: form.phone || null,
    };
    const now = new Date().toISOString();
    const { lastId: orderId } = db.run(
      `INSERT INTO orders (order_number, customer_id, cart_token, email, currency, subtotal, total_tax, total_shipping,
         total, financial_status, fulfillment_status, shipping_address, processed_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, 'PAID', 'UNFULFILLED', ?, ?)`,
      [
        orderNumber,
        cart.customer_id,
        cart.token,
        form.email,
        summary.pricing.currency,
        summary.pricing.subtotal,
        summary.pricing.total,
        JSON.stringify(shippingAddress),
        now,
      ],
    );
    for (const line of summary.lines) {
      db.run(
        `INSERT INTO order_lines (order_id, variant_id, title, variant_title, quantity, unit_price, attributes)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          orderId,
          line.variantId,
          line.title,
          line.variantTitle,
          line.quantity,
          line.unitPrice,
          line.attributes,
        ],
      );
      db.run('UPDATE variants SET quantity_available = quantity_available - ? WHERE id = ?', [
        line.quantity,
        line.variantId,
      ]);
    }
    // The gift cards pay their part: each balance goes down by what it paid.
    for (const card of summary.pricing.giftCards) {
      db.run('UPDATE gift_cards SET balance = balance - ? WHERE id = ?', [card.used, card.cardId]);
    }
    db.run('UPDATE carts SET completed_at = ?, updated_at = ? WHERE token = ?', [now, now, cart.token]);
    return { orderId, orderNumber, name: `#${orderNumber}` };
  });
}
