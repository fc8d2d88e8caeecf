import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/**
 * Discount codes can be guessed: codes tried are counted per client address and per cart
 * (server/rate-limit.ts discountCodeByAddress, discountCodeByCart). Past either limit the panel gets
 * TOO_MANY_REQUESTS with the wait, and the provider is not asked.
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
const { fetchCart } = await import('@/server/shopify/cart');
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

const tryCode = (code: string) => actions.applyDiscountCodeAction({ locale: 'fr-fr', code });
/** A guess the provider answered: refused as not applicable, not as a rate limit. */
const answered = { ok: false, code: 'DISCOUNT_CODE_NOT_APPLICABLE' };

describe('discount codes tried', () => {
  it('are answered up to the cart’s limit, then refused with the wait, the provider not asked', async () => {
    visitor.clientAddress = '198.51.100.10';
    const cart = await newCart();
    const { points } = rateLimits.discountCodeByCart;
    for (let i = 0; i < points; i++) expect(await tryCode(`GUESS${i}`)).toMatchObject(answered);
    const refused = await tryCode('WELCOME10');
    expect(refused).toEqual({ ok: false, code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    // The refused guesses were taken off again; the limited one never reached the provider.
    expect((await fetchCart('fr-fr', cart.id))!.discountCodes).toEqual([]);
    // Removing a code is no guess.
    expect((await actions.removeDiscountCodeAction({ locale: 'fr-fr', code: 'GUESS0' })).ok).toBe(true);
  });

  it('hold for one cart across client addresses', async () => {
    visitor.clientAddress = '198.51.100.20';
    await newCart();
    const { points } = rateLimits.discountCodeByCart;
    for (let i = 0; i < points; i++) {
      visitor.clientAddress = `198.51.100.${30 + i}`;
      await tryCode(`ROTATE${i}`);
    }
    visitor.clientAddress = '198.51.100.99';
    expect(await tryCode('WELCOME10')).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
  });

  it('hold for one client address across carts', async () => {
    visitor.clientAddress = '198.51.100.200';
    const { points } = rateLimits.discountCodeByAddress;
    let tried = 0;
    while (tried < points) {
      jar.clear();
      await newCart();
      for (let i = 0; i < rateLimits.discountCodeByCart.points && tried < points; i++, tried++)
        expect(await tryCode(`MANY${tried}`)).toMatchObject(answered);
    }
    jar.clear();
    await newCart();
    expect(await tryCode('WELCOME10')).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
  });
});
