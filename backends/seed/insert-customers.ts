import type { Db } from '../db';
import { customers, type AddressSeed, type CustomerSeed, type OrderSeed } from './data/customers';
import { discountCodes, giftCards } from './data/gift-cards';
import { daysBeforeToday, in2026, isoDate } from './dates';
import type { InsertedProduct } from './insert-products';
import { notificationText } from '../outbox/notifications';
import { linkPath, sendMail } from '../outbox/store';
import { hashPassword } from './password';
import type { Random } from './random';

export function insertCustomers(db: Db, products: Map<string, InsertedProduct>, random: Random) {
  for (const customer of customers) insertCustomer(db, customer, products, random);
}

function insertCustomer(
  db: Db,
  customer: CustomerSeed,
  products: Map<string, InsertedProduct>,
  random: Random,
) {
  // A salt from the seeded generator keeps fresh databases byte-identical.
  const salt = Array.from({ length: 16 }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
  const created = isoDate(in2026(customer.createdDay, 10));
  const { lastId: id } = db.run(
    `INSERT INTO customers (email, password_hash, first_name, last_name, phone, accepts_marketing, tags, state,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      customer.email,
      customer.password ? hashPassword(customer.password, salt) : null,
      customer.firstName,
      customer.lastName,
      customer.phone ?? null,
      customer.acceptsMarketing ? 1 : 0,
      JSON.stringify(customer.tags),
      customer.state,
      created,
      created,
    ],
  );
  const addressIds = customer.addresses.map(
    (a) =>
      db.run(
        `INSERT INTO customer_addresses (customer_id, first_name, last_name, company, address1, address2, city,
           province, province_code, country, country_code, zip, phone, latitude, longitude)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          a.firstName,
          a.lastName,
          a.company ?? null,
          a.address1,
          a.address2 ?? null,
          a.city,
          a.province ?? null,
          a.provinceCode ?? null,
          a.country,
          a.countryCode,
          a.zip,
          a.phone ?? null,
          a.latitude,
          a.longitude,
        ],
      ).lastId,
  );
  if (addressIds[0] !== undefined) {
    db.run('UPDATE customers SET default_address_id = ? WHERE id = ?', [addressIds[0], id]);
  }
  const metafields = [
    ['birthday', 'date', customer.birthday],
    ['gender', 'single_line_text_field', customer.gender],
  ] as const;
  for (const [key, type, value] of metafields) {
    if (!value) continue;
    db.run(
      `INSERT INTO metafields (owner_type, owner_id, namespace, key, type, value) VALUES ('Customer', ?, 'custom', ?, ?, ?)`,
      [id, key, type, value],
    );
  }
  for (const order of customer.orders) insertOrder(db, id, customer, order, products);
  if (customer.state === 'INVITED') inviteCustomer(db, id, customer, created, random);
}

/**
 * An invited customer has an activation e-mail waiting in the outbox (GET /__outbox), its link to the
 * shop's /enable-account page. The token comes from the seeded generator (fresh databases stay
 * byte-identical) and never expires, so the demo invitation works on any day, once.
 */
function inviteCustomer(db: Db, id: number, customer: CustomerSeed, created: string, random: Random) {
  const token = Array.from({ length: 24 }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
  db.run(
    `INSERT INTO customer_url_tokens (token, customer_id, purpose, expires_at) VALUES (?, ?, 'activate', ?)`,
    [token, id, '9999-12-31T00:00:00.000Z'],
  );
  sendMail(db, {
    kind: 'activation',
    to: customer.email,
    ...notificationText('activation', customer.invitationLocale),
    path: linkPath(customer.invitationLocale ?? 'en-eu', 'enable-account', id, token),
    createdAt: created,
  });
}

function insertOrder(
  db: Db,
  customerId: number,
  customer: CustomerSeed,
  order: OrderSeed,
  products: Map<string, InsertedProduct>,
) {
  const lines = order.lines.map((line) => {
    const product = products.get(line.handle);
    const variantId = product?.variants.get(line.variant);
    if (!product || variantId === undefined)
      throw new Error(`Seed: no variant ${line.handle} ${line.variant}`);
    const price = db.get<{ amount: number }>(
      'SELECT amount FROM variant_prices WHERE variant_id = ? AND currency = ?',
      [variantId, order.currency],
    )!;
    return { ...line, variantId, title: product.record.title, unitPrice: price.amount };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  // Shelf prices include VAT at 20%: the tax is the part of the subtotal it accounts for.
  const tax = Math.round(subtotal - subtotal / 1.2);
  const [address] = customer.addresses;
  const { lastId: orderId } = db.run(
    `INSERT INTO orders (order_number, customer_id, email, currency, subtotal, total_tax, total_shipping, total,
       financial_status, fulfillment_status, shipping_address, processed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      order.orderNumber,
      customerId,
      customer.email,
      order.currency,
      subtotal,
      tax,
      order.shippingMinor,
      subtotal + order.shippingMinor,
      order.financialStatus,
      order.fulfillmentStatus,
      address ? JSON.stringify(addressFields(address)) : null,
      isoDate(
        'day' in order.processed
          ? in2026(order.processed.day, 14)
          : daysBeforeToday(order.processed.daysAgo, 14),
      ),
    ],
  );
  for (const line of lines) {
    db.run(
      'INSERT INTO order_lines (order_id, variant_id, title, variant_title, quantity, unit_price) VALUES (?, ?, ?, ?, ?, ?)',
      [
        orderId,
        line.variantId,
        line.title,
        line.variant === 'Default Title' ? null : line.variant,
        line.quantity,
        line.unitPrice,
      ],
    );
  }
}

/** An order keeps a copy of the address, in the column names of customer_addresses. */
function addressFields(a: AddressSeed) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company ?? null,
    address1: a.address1,
    address2: a.address2 ?? null,
    city: a.city,
    province: a.province ?? null,
    province_code: a.provinceCode ?? null,
    country: a.country,
    country_code: a.countryCode,
    zip: a.zip,
    phone: a.phone ?? null,
  };
}

export function insertGiftCardsAndDiscounts(db: Db) {
  for (const card of giftCards) {
    db.run(
      'INSERT INTO gift_cards (code, currency, balance, initial_value, expires_on, enabled) VALUES (?, ?, ?, ?, ?, ?)',
      [card.code, card.currency, card.balance, card.initialValue, card.expiresOn, card.enabled ? 1 : 0],
    );
  }
  for (const discount of discountCodes) {
    db.run('INSERT INTO discount_codes VALUES (?, ?, ?)', [
      discount.code,
      discount.percentage,
      discount.active ? 1 : 0,
    ]);
  }
}
