import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/**
 * A gift card spent in the cart: the panel's actions apply the demo card of docs/editing.md, say what it pays
 * and what is left, refuse a wrong code keeping the applied card, and count codes tried like discount
 * codes (server/rate-limit.ts giftCardCodeByAddress, giftCardCodeByCart).
 */
const jar = new Map<string, string>();
const visitor = { clientAddress: '198.51.100.1' };
vi.mock('next/headers', async () => {
  const { cookieStore } = await import('../../support/cookie-jar');
  return {
    cookies: async () => cookieStore(jar),
    headers: async () => new Headers({ 'next-action': 'x', 'x-forwarded-for': visitor.clientAddress }),
  };
});
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `t:${key}` }));

const actions = await import('@/server/actions/cart');
const session = await import('@/server/cart/session');
const { getProduct } = await import('@/server/shopify/products');
const { rateLimits } = await import('@/server/rate-limit');

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

async function newCart() {
  const product = await getProduct('fr-fr', 'silk-wrap-dress');
  const variant = product!.variants.nodes.find((v) => v.availableForSale)!;
  return session.addToVisitorCart('fr-fr', variant.id, 1);
}

const apply = (code: string) => actions.applyGiftCardCodeAction({ locale: 'fr-fr', code });
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

describe('gift card codes in the cart', () => {
  it('apply the demo card as typed, show what it pays, refuse a wrong code and keep the card', async () => {
    visitor.clientAddress = '198.51.100.10';
    await newCart();
    const applied = await apply(' gift-2026-demo-0001 ');
    expect(applied.ok).toBe(true);
    const cart = applied.ok ? applied.payload.cart! : null;
    expect(cart!.giftCards).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\//),
        lastCharacters: '0001',
        amountUsed: eur('150.0'),
      },
    ]);
    expect(cart!.total).toEqual(eur('690.0'));
    expect(cart!.amountDue).toEqual(eur('540.00'));

    expect(await apply('GIFT-2025-EXPD-0002')).toEqual({ ok: false, code: 'GIFT_CARD_NOT_APPLICABLE' });
    const kept = await session.getVisitorCart('fr-fr');
    expect(kept!.appliedGiftCards.map((card) => card.lastCharacters)).toEqual(['0001']);

    const removed = await actions.removeGiftCardAction({ locale: 'fr-fr', id: cart!.giftCards[0]!.id });
    expect(removed.ok && removed.payload.cart!.giftCards).toEqual([]);
  });

  it('refuses a code of no card shape without asking the provider', async () => {
    expect(await apply('<script>')).toEqual({ ok: false, code: 'INVALID' });
  });

  it('are answered up to the cart’s limit, then refused with the wait', async () => {
    visitor.clientAddress = '198.51.100.20';
    await newCart();
    const { points } = rateLimits.giftCardCodeByCart;
    for (let i = 0; i < points; i++)
      expect(await apply(`GIFT-GUESS-${i}`)).toEqual({ ok: false, code: 'GIFT_CARD_NOT_APPLICABLE' });
    expect(await apply('GIFT-2026-DEMO-0001')).toEqual({
      ok: false,
      code: 'TOO_MANY_REQUESTS',
      retryAfter: expect.any(Number),
    });
  });
});
