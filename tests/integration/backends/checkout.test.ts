import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { returnLocale } from '../../../backends/checkout/return-url';
import { freshBackends, storefront } from '../../support/backends';
import { demoCustomer, signIn, variantGid } from '../../support/shop-data';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

async function newCart(buyerIdentity: Record<string, unknown>, quantity = 1) {
  const result = await storefront<{ cartCreate: { cart: { id: string; checkoutUrl: string } } }>(
    backends,
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code message } } }`,
    {
      input: {
        buyerIdentity,
        lines: [{ merchandiseId: variantGid(backends, 'silk-wrap-dress', 'Black / M'), quantity }],
      },
    },
  );
  return result.data!.cartCreate.cart;
}

const validForm = {
  email: 'buyer@maison.example',
  firstName: 'Jeanne',
  lastName: 'Moreau',
  address1: '5 rue Cler',
  address2: '',
  city: 'Paris',
  zip: '75007',
  country: 'FR',
  phone: '',
  cardNumber: '4242 4242 4242 4242',
};

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

const orderCount = () => backends.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders')!.n;

describe('hosted checkout', () => {
  it('shows the lines, totals and a form prefilled from the customer, in the page language', async () => {
    const token = await signIn(backends, demoCustomer.email, demoCustomer.password);
    const cart = await newCart({ countryCode: 'FR', customerAccessToken: token }, 2);
    const response = await fetch(`${cart.checkoutUrl}?locale=fr`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Adresse de livraison');
    expect(html).toMatch(/Silk Wrap Dress|Robe/);
    expect(html).toContain('€');
    expect(html).toContain(`value="${demoCustomer.email}"`);
    expect(html).toContain('value="Camille"');
    expect(html).toMatch(/<label for="cardNumber">/);
    expect(html).toContain(`action="${new URL(cart.checkoutUrl).pathname}?locale=fr"`);
  });

  it('refuses another card and invalid fields, keeps the values, creates nothing', async () => {
    const cart = await newCart({ countryCode: 'FR' });
    const before = orderCount();
    const response = await post(`${cart.checkoutUrl}?locale=en`, {
      ...validForm,
      email: 'not-an-email',
      cardNumber: '4000 0000 0000 0002',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Enter a valid email address.');
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Jeanne"');
    expect(html).not.toContain('4000 0000 0000 0002');
    expect(orderCount()).toBe(before);
    const stillOpen = await storefront<{ cart: { id: string } | null }>(
      backends,
      `query ($id: ID!) { cart(id: $id) { id } }`,
      { id: cart.id },
    );
    expect(stillOpen.data!.cart).not.toBeNull();
  });

  it('turns the cart into a paid order visible in customer.orders; the cart then reads null', async () => {
    const token = await signIn(backends, demoCustomer.email, demoCustomer.password);
    const cart = await newCart({ countryCode: 'FR', customerAccessToken: token }, 2);
    const stockBefore = backends.context.db.get<{ q: number }>(
      'SELECT quantity_available AS q FROM variants WHERE id = ?',
      [Number(variantGid(backends, 'silk-wrap-dress', 'Black / M').split('/').pop())],
    )!.q;
    const lastNumber = backends.context.db.get<{ n: number }>('SELECT MAX(order_number) AS n FROM orders')!.n;

    const response = await post(`${cart.checkoutUrl}?locale=fr`, validForm);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`#${lastNumber + 1}`);
    expect(html).toContain(`href="${backends.context.config.SHOP_URL.replace(/\/$/, '')}/fr-fr"`);

    const order = backends.context.db.get<Record<string, unknown>>(
      'SELECT * FROM orders WHERE order_number = ?',
      [lastNumber + 1],
    )!;
    expect(order).toMatchObject({
      financial_status: 'PAID',
      fulfillment_status: 'UNFULFILLED',
      currency: 'EUR',
      email: validForm.email,
    });
    expect(JSON.parse(order.shipping_address as string)).toMatchObject({
      city: 'Paris',
      country_code: 'FR',
      country: 'France',
    });
    const stockAfter = backends.context.db.get<{ q: number }>(
      'SELECT quantity_available AS q FROM variants WHERE id = ?',
      [Number(variantGid(backends, 'silk-wrap-dress', 'Black / M').split('/').pop())],
    )!.q;
    expect(stockAfter).toBe(stockBefore - 2);

    const account = await storefront<{
      customer: {
        orders: {
          nodes: {
            orderNumber: number;
            financialStatus: string;
            fulfillmentStatus: string;
            lineItems: { nodes: { quantity: number }[] };
          }[];
        };
      };
    }>(
      backends,
      `query ($token: String!) {
        customer(customerAccessToken: $token) {
          orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
            nodes { orderNumber financialStatus fulfillmentStatus lineItems(first: 5) { nodes { quantity } } }
          }
        }
      }`,
      { token },
    );
    const [latest] = account.data!.customer.orders.nodes;
    expect(latest).toEqual({
      orderNumber: lastNumber + 1,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      lineItems: { nodes: [{ quantity: 2 }] },
    });

    const completed = await storefront<{ cart: unknown }>(
      backends,
      `query ($id: ID!) { cart(id: $id) { id } }`,
      { id: cart.id },
    );
    expect(completed.data!.cart).toBeNull();
    expect((await fetch(cart.checkoutUrl)).status).toBe(404);
  });

  it('answers 404 for an unknown cart', async () => {
    const response = await fetch(`${backends.origin}/checkout/c1-ffffffffffffffffffffffffffffffff?locale=es`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="es">');
  });
});

/** The title of a product in a language, as the local Storefront's translations hold it. */
const titleIn = (handle: string, language: string) =>
  backends.context.db.get<{ value: string }>(
    `SELECT t.value FROM translations t JOIN products p ON t.resource_key = CAST(p.id AS TEXT)
     WHERE t.resource_type = 'PRODUCT' AND t.field = 'title' AND t.locale = ? AND p.handle = ?`,
    [language, handle],
  )!.value;

async function setGiftMessage(cartId: string, message: string) {
  const result = await storefront<{ cartAttributesUpdate: { userErrors: unknown[] } }>(
    backends,
    `mutation ($cartId: ID!, $attributes: [AttributeInput!]!) {
      cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { userErrors { code message } }
    }`,
    {
      cartId,
      // As the shop writes them (lib/cart-attributes.ts giftMessageAttributesOf).
      attributes: [
        { key: 'withGiftMessage', value: 'true' },
        { key: 'giftMessageAdded', value: 'true' },
        { key: 'giftMessage', value: message },
      ],
    },
  );
  expect(result.data?.cartAttributesUpdate.userErrors).toEqual([]);
}

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
}
const outbox = async () => (await (await fetch(`${backends.origin}/__outbox.json`)).json()) as OutboxMail[];

describe("hosted checkout in the shopper's language", () => {
  it('lists the lines with their titles and options in the checkout language', async () => {
    const cart = await newCart({ countryCode: 'FR' });
    const french = titleIn('silk-wrap-dress', 'fr');
    expect(french).not.toBe('Silk Wrap Dress');
    const html = await (await fetch(`${cart.checkoutUrl}?locale=fr`)).text();
    expect(html).toContain(french);
    expect(html).toContain('Noir / M');
    expect(html).not.toContain('Silk Wrap Dress');
    expect(html).not.toContain('Black / M');

    const english = await (await fetch(`${cart.checkoutUrl}?locale=en`)).text();
    expect(english).toContain('Silk Wrap Dress');
    expect(english).toContain('Black / M');
  });

  it('shows the gift message the shopper wrote in the cart', async () => {
    const cart = await newCart({ countryCode: 'FR' });
    const plain = await (await fetch(`${cart.checkoutUrl}?locale=fr`)).text();
    expect(plain).not.toContain('data-testid="checkout-gift-message"');

    await setGiftMessage(cart.id, 'Joyeux anniversaire, <Lou> !');
    const html = await (await fetch(`${cart.checkoutUrl}?locale=fr`)).text();
    expect(html).toContain('Message cadeau');
    expect(html).toContain('Joyeux anniversaire, &#60;Lou&#62; !');
  });

  it('sends the order confirmation to the outbox in the checkout language', async () => {
    const token = await signIn(backends, demoCustomer.email, demoCustomer.password);
    const cart = await newCart({ countryCode: 'FR', customerAccessToken: token });
    await setGiftMessage(cart.id, 'Pour toi');
    const email = 'confirmation@maison.example';
    const response = await post(`${cart.checkoutUrl}?locale=fr`, { ...validForm, email });
    expect(response.status).toBe(200);
    const number = backends.context.db.get<{ n: number }>('SELECT MAX(order_number) AS n FROM orders')!.n;

    const [mail, ...others] = (await outbox()).filter((m) => m.to === email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'order_confirmation',
      subject: `Votre commande Maison Aurèle #${number} est confirmée`,
    });
    expect(mail!.body).toContain(`1 × ${titleIn('silk-wrap-dress', 'fr')} (Noir / M)`);
    expect(mail!.body).toContain('Message cadeau:');
    expect(mail!.body).toContain('Pour toi');
    expect(mail!.body).toContain('5 rue Cler');
    expect(mail!.link).toMatch(/\/fr-fr\/account\?section=orders&order=\d+$/);
  });
});

describe('return locale', () => {
  it('picks a locale of the language serving the country, else its worldwide one, else en-ww', () => {
    expect(returnLocale('FR', 'fr')).toBe('fr-fr');
    expect(returnLocale('DE', 'en')).toBe('en-eu');
    expect(returnLocale('ES', 'es')).toBe('es-eu');
    expect(returnLocale('FR', 'es')).toBe('es-ww');
    expect(returnLocale('DE', 'fr')).toBe('en-ww');
    expect(returnLocale('JP', 'ja')).toBe('ja-jp');
  });
});
