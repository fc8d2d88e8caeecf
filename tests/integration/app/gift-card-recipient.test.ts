import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { sendOnRange } from '@/lib/gift-card-recipient';
import { jar, run } from '../../support/action-harness';
import { freshBackends } from '../../support/backends';

vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `t:${key}` }));

const { addToCartAction } = await import('@/server/actions/cart');
const { getVisitorCart } = await import('@/server/cart/session');
const { getProduct } = await import('@/server/shopify/products');

/**
 * The gift card's recipient: the product form posts it (without JavaScript too), it becomes Shopify's
 * line attributes, the hosted checkout lists them and the order in the local Admin keeps them.
 */
const add = (entries: Record<string, string>) =>
  run((_state, data: FormData) => addToCartAction({ status: 'idle' }, data), entries);

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

async function giftCardForm() {
  const product = await getProduct('fr-fr', 'gift-card');
  const amount = product!.options[0]!.name;
  return { product: 'gift-card', [`options[${amount}]`]: '100', quantity: '1' };
}

const sendOn = sendOnRange(new Date()).max;
const recipient = {
  recipientEmail: 'camille@example.fr',
  recipientName: 'Camille',
  recipientMessage: 'Joyeux anniversaire !',
  recipientSendOn: sendOn,
};

describe("a gift card's recipient", () => {
  it('goes from the product form to the cart line, the checkout and the order in the Admin', async () => {
    const posted = await add({ ...(await giftCardForm()), ...recipient });
    expect(posted.location).toBe('/fr-fr/cart?added=1');
    const cart = await getVisitorCart('fr-fr');
    const attributes = cart!.lines.nodes[0]!.attributes;
    expect(attributes).toEqual(
      expect.arrayContaining([
        { key: 'Recipient email', value: 'camille@example.fr' },
        { key: 'Recipient name', value: 'Camille' },
        { key: 'Message', value: 'Joyeux anniversaire !' },
        { key: 'Send on', value: sendOn },
        { key: '__shopify_send_gift_card_to_recipient', value: 'on' },
      ]),
    );

    const checkout = await (await fetch(`${cart!.checkoutUrl}?locale=fr`)).text();
    expect(checkout).toContain('Recipient email: camille@example.fr');
    expect(checkout).toContain('Message: Joyeux anniversaire !');
    expect(checkout).not.toContain('__shopify_send_gift_card_to_recipient');

    const paid = await fetch(`${cart!.checkoutUrl}?locale=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'buyer@maison.example',
        firstName: 'Jeanne',
        lastName: 'Moreau',
        address1: '5 rue Cler',
        city: 'Paris',
        zip: '75007',
        country: 'FR',
        cardNumber: '4242 4242 4242 4242',
      }).toString(),
    });
    expect(paid.status).toBe(200);
    const { id } = backends.context.db.get<{ id: number }>('SELECT MAX(id) AS id FROM orders')!;
    const response = await fetch(`${backends.origin}/admin/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-access-token': backends.context.config.LOCAL_ADMIN_TOKEN,
      },
      body: JSON.stringify({
        query: `query ($id: ID!) { order(id: $id) { lineItems(first: 5) { nodes { customAttributes { key value } } } } }`,
        variables: { id: `gid://shopify/Order/${id}` },
      }),
    });
    const { data } = (await response.json()) as {
      data: { order: { lineItems: { nodes: { customAttributes: { key: string; value: string }[] }[] } } };
    };
    expect(data.order.lineItems.nodes[0]!.customAttributes).toEqual(
      expect.arrayContaining([
        { key: 'Recipient email', value: 'camille@example.fr' },
        { key: 'Send on', value: sendOn },
      ]),
    );
  });

  it('is refused when a field breaks a rule, and on a product that is not a gift card', async () => {
    const late = await add({ ...(await giftCardForm()), ...recipient, recipientSendOn: '2099-01-01' });
    expect(late.state).toMatchObject({ status: 'error', code: 'GIFT_CARD_RECIPIENT_INVALID' });
    const dress = await getProduct('fr-fr', 'silk-wrap-dress');
    const variant = dress!.variants.nodes.find((v) => v.availableForSale)!;
    const onDress = await add({ variantId: variant.id, quantity: '1', ...recipient });
    expect(onDress.state).toMatchObject({ status: 'error', code: 'INVALID' });
    expect(await getVisitorCart('fr-fr')).toBeNull();
  });
});
