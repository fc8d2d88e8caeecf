import { describe, expect, it } from 'vitest';
import {
  amountDueOf,
  applyCartChange,
  linesSubtotal,
  type CartLineView,
  type CartView,
} from '../../lib/cart-view';
import { badgeCount, panelProductCountLabel, sumQuantities } from '../../lib/cart';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const line = (id: string, quantity: number, unit: string): CartLineView => ({
  id,
  kind: 'product',
  variantId: `gid://shopify/ProductVariant/${id}`,
  quantity,
  maxQuantity: 5,
  name: `Item ${id}`,
  href: null,
  options: [],
  image: null,
  unitPrice: eur(unit),
  compareAtUnitPrice: null,
  discountPercent: null,
  total: eur((Number(unit) * quantity).toFixed(2)),
});
const cart: CartView = {
  lines: [line('1', 1, '690.0'), line('2', 2, '0.1')],
  subtotal: eur('690.2'),
  total: eur('690.2'),
  checkoutUrl: 'https://shop/checkout/x?locale=fr',
  note: '',
  giftMessage: null,
  discountCodes: [],
  giftCards: [],
  amountDue: eur('690.2'),
  packaging: null,
};

describe('optimistic cart changes (spec §4)', () => {
  it('changes a quantity and its line total in cents, and marks the totals pending', () => {
    const next = applyCartChange(cart, { type: 'quantity', lineId: '2', quantity: 3 });
    expect(next.lines[1]).toMatchObject({ quantity: 3, total: eur('0.30') });
    expect(next.pending).toBe(true);
    expect(linesSubtotal(next)).toEqual(eur('690.30'));
    expect(cart.lines[1]!.quantity).toBe(2);
  });

  it('removes a line at quantity 0 or on remove', () => {
    expect(
      applyCartChange(cart, { type: 'quantity', lineId: '1', quantity: 0 }).lines.map((l) => l.id),
    ).toEqual(['2']);
    expect(applyCartChange(cart, { type: 'remove', lineId: '2' }).lines.map((l) => l.id)).toEqual(['1']);
  });

  it('counts the gift message in the badge and the products in the panel title', () => {
    const next = applyCartChange(cart, { type: 'giftMessage', message: 'Joyeux Noël' });
    expect(badgeCount(sumQuantities(next.lines), next.giftMessage !== null)).toBe(4);
    expect(panelProductCountLabel(next.lines)).toBe('(3)');
    expect(panelProductCountLabel([])).toBe('');
  });

  it('adds a discount code to those the cart holds, as not yet applicable, and removes one alone', () => {
    const withCode = { ...cart, discountCodes: [{ code: 'WELCOME10', applicable: true }] };
    expect(applyCartChange(withCode, { type: 'addDiscountCode', code: 'NOPE2026' }).discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'NOPE2026', applicable: false },
    ]);
    expect(
      applyCartChange(
        { ...withCode, discountCodes: [...withCode.discountCodes, { code: 'SUMMER25', applicable: false }] },
        { type: 'removeDiscountCode', code: 'welcome10' },
      ).discountCodes,
    ).toEqual([{ code: 'SUMMER25', applicable: false }]);
  });

  it('adds an offered sample as a free line', () => {
    const next = applyCartChange(cart, {
      type: 'addSample',
      offer: { variantId: 'gid://shopify/ProductVariant/9', name: 'Santal Noir Sample', image: null },
      price: eur('0.0'),
    });
    expect(next.lines.at(-1)).toMatchObject({ kind: 'sample', quantity: 1, name: 'Santal Noir Sample' });
  });
});

describe('gift cards in the cart', () => {
  const card = (id: string, used: string) => ({ id, lastCharacters: id, amountUsed: eur(used) });

  it('leaves to pay the total less what the cards pay, never below zero', () => {
    expect(amountDueOf(eur('690.0'), [card('0001', '150.0')])).toEqual(eur('540.00'));
    expect(amountDueOf(eur('35.0'), [card('0001', '35.0')])).toEqual(eur('0.00'));
    expect(amountDueOf(eur('35.0'), [])).toEqual(eur('35.00'));
  });

  it('takes a removed card off at once, with what is left to pay', () => {
    const withCard = { ...cart, giftCards: [card('0001', '150.0')], amountDue: eur('540.2') };
    const next = applyCartChange(withCard, { type: 'removeGiftCard', id: '0001' });
    expect(next.giftCards).toEqual([]);
    expect(next.amountDue).toEqual(eur('690.20'));
    expect(next.pending).toBe(true);
  });
});
