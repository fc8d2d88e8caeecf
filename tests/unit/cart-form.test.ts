import { describe, expect, it } from 'vitest';
import { cartNoticeOf, cartNoticeQuery, parseCartForm } from '@/lib/cart-form';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const lineId = 'gid://shopify/CartLine/1';

describe("the cart view's forms posted without JavaScript", () => {
  it('take the quantity of the − / + pressed, else the one typed', () => {
    expect(
      parseCartForm(form({ locale: 'fr-fr', intent: 'quantity', lineId, quantity: '2', set: '3' })),
    ).toEqual({
      locale: 'fr-fr',
      change: { intent: 'quantity', lineId, quantity: 3 },
    });
    expect(
      parseCartForm(form({ locale: 'fr-fr', intent: 'quantity', lineId, quantity: '5' }))?.change,
    ).toEqual({
      intent: 'quantity',
      lineId,
      quantity: 5,
    });
  });

  it('name each change of the view by its intent', () => {
    const change = (fields: Record<string, string>) =>
      parseCartForm(form({ locale: 'en-eu', ...fields }))?.change;
    expect(change({ intent: 'remove', lineId })).toEqual({ intent: 'remove', lineId });
    expect(change({ intent: 'giftMessage', message: 'Joyeux anniversaire' })).toEqual({
      intent: 'giftMessage',
      message: 'Joyeux anniversaire',
    });
    expect(change({ intent: 'removeGiftMessage', message: 'kept as typed' })).toEqual({
      intent: 'removeGiftMessage',
    });
    expect(change({ intent: 'packaging', choice: 'pouch' })).toEqual({
      intent: 'packaging',
      choice: 'pouch',
    });
    expect(change({ intent: 'applyDiscount', code: 'WELCOME10' })).toEqual({
      intent: 'applyDiscount',
      code: 'WELCOME10',
    });
  });

  it('refuse what no cart view sends, and answer nothing without a locale', () => {
    expect(parseCartForm(form({ locale: 'fr-fr', intent: 'packaging', choice: 'crate' }))?.change).toBeNull();
    expect(parseCartForm(form({ locale: 'fr-fr', intent: 'delete-everything' }))?.change).toBeNull();
    expect(
      parseCartForm(form({ locale: 'fr-fr', intent: 'quantity', lineId, quantity: 'many' }))?.change,
    ).toBeNull();
    expect(parseCartForm(form({ locale: 'xx-xx', intent: 'remove', lineId }))).toBeNull();
    expect(parseCartForm(form({ intent: 'remove', lineId }))).toBeNull();
  });
});

describe("the cart page's notice after a post", () => {
  const roundTrip = (query: string) => cartNoticeOf(Object.fromEntries(new URLSearchParams(query)));

  it('says what changed', () => {
    expect(cartNoticeQuery('giftMessage', { ok: true })).toBe('changed=giftMessage');
    expect(roundTrip(cartNoticeQuery('remove', { ok: true }))).toEqual({ kind: 'changed', intent: 'remove' });
  });

  it("says why nothing did, with a rate limit's wait and the refused discount code", () => {
    expect(roundTrip(cartNoticeQuery('quantity', { ok: false, code: 'NOT_FOUND' }))).toEqual({
      kind: 'refused',
      code: 'NOT_FOUND',
    });
    expect(
      roundTrip(
        cartNoticeQuery('applyDiscount', {
          ok: false,
          code: 'DISCOUNT_CODE_NOT_APPLICABLE',
          values: { code: 'NOPE-1' },
        }),
      ),
    ).toEqual({ kind: 'refused', code: 'DISCOUNT_CODE_NOT_APPLICABLE', discountCode: 'NOPE-1' });
    expect(
      roundTrip(cartNoticeQuery('applyDiscount', { ok: false, code: 'TOO_MANY_REQUESTS', retryAfter: 90.5 })),
    ).toEqual({ kind: 'refused', code: 'TOO_MANY_REQUESTS', retryAfter: 91 });
    expect(cartNoticeQuery(null, { ok: false, code: 'INVALID' })).toBe('refused=INVALID');
  });

  it("shows only the shop's own sentences for a forged query", () => {
    expect(cartNoticeOf({})).toBeNull();
    expect(cartNoticeOf({ changed: 'everything' })).toBeNull();
    expect(cartNoticeOf({ refused: 'YOU_HAVE_BEEN_HACKED' })).toBeNull();
    expect(cartNoticeOf({ refused: 'INVALID', code: 'visit evil.example', wait: '-1' })).toEqual({
      kind: 'refused',
      code: 'INVALID',
    });
    expect(cartNoticeOf({ changed: ['note', 'remove'] })).toEqual({ kind: 'changed', intent: 'note' });
  });
});
