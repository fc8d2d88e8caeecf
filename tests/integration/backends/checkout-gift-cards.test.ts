import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';
import { variantGid } from '../../support/shop-data';

/**
 * The hosted checkout takes a gift card: the cards applied in the shop's cart, and one typed in its own
 * field, pay their part of the total; the rest is paid by card, or nothing when they cover it all.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());
beforeEach(() => {
  backends.context.db.run("UPDATE gift_cards SET balance = 15000 WHERE code = 'GIFT-2026-DEMO-0001'");
});

const demoBalance = () =>
  backends.context.db.get<{ balance: number }>(
    "SELECT balance FROM gift_cards WHERE code = 'GIFT-2026-DEMO-0001'",
  )!.balance;

async function newCart(handle: string, title: string, giftCardCodes: string[] = []) {
  const result = await storefront<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    backends,
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { code } } }`,
    {
      input: {
        buyerIdentity: { countryCode: 'FR' },
        lines: [{ merchandiseId: variantGid(backends, handle, title), quantity: 1 }],
        giftCardCodes,
      },
    },
  );
  return `${result.data!.cartCreate.cart.checkoutUrl}?locale=fr`;
}

const address = {
  email: 'buyer@maison.example',
  firstName: 'Jeanne',
  lastName: 'Moreau',
  address1: '5 rue Cler',
  address2: '',
  city: 'Paris',
  zip: '75007',
  country: 'FR',
  phone: '',
};

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe('gift cards at the hosted checkout', () => {
  it('refuses a wrong code in its field, applies the demo card, and charges the card the rest', async () => {
    const checkout = await newCart('silk-wrap-dress', 'Black / M');
    const page = await (await fetch(checkout)).text();
    expect(page).toContain('<label for="giftCardCode">Code de carte cadeau</label>');

    const refused = await post(checkout, { intent: 'gift-card', giftCardCode: 'GIFT-0000-NONE-0000' });
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain('Ce code de carte cadeau ne peut pas être utilisé pour cette commande.');
    expect(refusedPage).toContain('value="GIFT-0000-NONE-0000"');

    const applied = await post(checkout, { intent: 'gift-card', giftCardCode: ' gift-2026-demo -0001' });
    expect(applied.status).toBe(200);
    const appliedPage = await applied.text();
    expect(appliedPage).toContain('Carte cadeau ····0001');
    expect(appliedPage).toMatch(/data-testid="checkout-amount-due"><strong>540,00\s€/);
    expect(appliedPage).toMatch(/Payer maintenant · 540,00\s€/);

    const paid = await post(checkout, { ...address, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(demoBalance()).toBe(0);
  });

  it('asks for no card when the gift cards applied in the cart pay it all', async () => {
    const checkout = await newCart('rose-absolue-miniature', '7.5 ml', ['GIFT-2026-DEMO-0001']);
    const page = await (await fetch(checkout)).text();
    expect(page).toContain('Vos cartes cadeaux règlent toute la commande');
    expect(page).not.toContain('id="cardNumber"');

    const paid = await post(checkout, { ...address, cardNumber: '' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Merci');
    expect(demoBalance()).toBe(15000 - 3500);
  });
});
