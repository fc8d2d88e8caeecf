import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';
import { variantGid } from '../../support/shop-data';

/**
 * Gift cards on the local Storefront as on Shopify's (2025-07): cartGiftCardCodesUpdate sets the
 * cart's cards (codes without case or spaces), a refused code leaves the cards applied as they were,
 * cartGiftCardCodesRemove takes one off by its id, and cost.totalAmount stays before gift cards.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

interface Money {
  amount: string;
  currencyCode: string;
}
interface GiftCardCart {
  id: string;
  cost: { totalAmount: Money; checkoutChargeAmount: Money };
  appliedGiftCards: {
    id: string;
    lastCharacters: string;
    amountUsed: Money;
    presentmentAmountUsed: Money;
    balance: Money;
  }[];
}
interface Payload {
  cart: GiftCardCart | null;
  userErrors: { code: string; field: string[] | null }[];
}

const cartFields = `id cost { totalAmount { amount currencyCode } checkoutChargeAmount { amount currencyCode } }
  appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } presentmentAmountUsed { amount currencyCode } balance { amount currencyCode } }`;

async function call(mutation: string, variables: Record<string, unknown>): Promise<Payload> {
  const result = await storefront<Record<string, Payload>>(backends, mutation, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
}

const newCart = (
  country: string,
  handle = 'silk-wrap-dress',
  title = 'Black / M',
  giftCardCodes?: string[],
) =>
  call(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { ${cartFields} } userErrors { code field } } }`,
    {
      input: {
        buyerIdentity: { countryCode: country },
        lines: [{ merchandiseId: variantGid(backends, handle, title), quantity: 1 }],
        ...(giftCardCodes ? { giftCardCodes } : {}),
      },
    },
  );

const setCodes = (cartId: string, codes: string[]) =>
  call(
    `mutation ($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $codes) {
      cart { ${cartFields} } userErrors { code field } } }`,
    { cartId, codes },
  );

const removeCards = (cartId: string, ids: string[]) =>
  call(
    `mutation ($cartId: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) {
      cart { ${cartFields} } userErrors { code field } } }`,
    { cartId, ids },
  );

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

describe('gift card codes on the cart', () => {
  it('applies the demo card typed in lower case with spaces; the total stays before gift cards', async () => {
    const { cart } = await newCart('FR');
    const { cart: applied, userErrors } = await setCodes(cart!.id, [' gift-2026-demo -0001 ']);
    expect(userErrors).toEqual([]);
    expect(applied!.appliedGiftCards).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/),
        lastCharacters: '0001',
        amountUsed: eur('150.0'),
        presentmentAmountUsed: eur('150.0'),
        balance: eur('0.0'),
      },
    ]);
    expect(applied!.cost.totalAmount).toEqual(eur('690.0'));
  });

  it('uses no more of a card than the cart costs', async () => {
    const { cart } = await newCart('FR', 'rose-absolue-miniature', '7.5 ml', ['GIFT-2026-DEMO-0001']);
    expect(cart!.appliedGiftCards[0]).toMatchObject({ amountUsed: eur('35.0'), balance: eur('115.0') });
  });

  it('refuses an unknown, expired or disabled code, and a card in another currency, keeping the card applied', async () => {
    const { cart } = await newCart('FR');
    await setCodes(cart!.id, ['GIFT-2026-DEMO-0001']);
    for (const code of ['GIFT-0000-NONE-0000', 'GIFT-2025-EXPD-0002', 'GIFT-2026-DSBL-0003']) {
      const refused = await setCodes(cart!.id, [code]);
      expect(refused.userErrors, code).toEqual([{ code: 'INVALID', field: ['giftCardCodes', '0'] }]);
      expect(
        refused.cart!.appliedGiftCards.map((card) => card.lastCharacters),
        code,
      ).toEqual(['0001']);
    }
    const { cart: british } = await newCart('GB');
    expect((await setCodes(british!.id, ['GIFT-2026-DEMO-0001'])).userErrors).toEqual([
      { code: 'INVALID', field: ['giftCardCodes', '0'] },
    ]);
  });

  it('removes a card by its applied id, and refuses an id the cart does not hold', async () => {
    const { cart } = await newCart('FR');
    const { cart: applied } = await setCodes(cart!.id, ['GIFT-2026-DEMO-0001']);
    const [card] = applied!.appliedGiftCards;
    expect((await removeCards(cart!.id, ['gid://shopify/AppliedGiftCard/999999'])).userErrors).toEqual([
      { code: 'INVALID', field: ['appliedGiftCardIds', '0'] },
    ]);
    const removed = await removeCards(cart!.id, [card!.id]);
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart!.appliedGiftCards).toEqual([]);
  });
});
