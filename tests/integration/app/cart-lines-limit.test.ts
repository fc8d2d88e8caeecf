import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { cartLinesFirst } from '@/lib/constants';
import { freshBackends, storefront } from '../../support/backends';

/** A cookie jar standing in for next/headers: one visitor per test. */
const jar = new Map<string, string>();
vi.mock('next/headers', async () => {
  const { cookieStore } = await import('../../support/cookie-jar');
  // A script's call (the action's name in a header), as the product form and the panel make it.
  return { cookies: async () => cookieStore(jar), headers: async () => new Headers({ 'next-action': 'x' }) };
});
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `t:${key}` }));

const actions = await import('@/server/actions/cart');
const { cartCookieName } = await import('@/server/cart/session');
const { getCartOffers } = await import('@/server/shopify/cart');
const { pouchVariantId, sampleOffers } = await import('@/server/cart/view');

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

/** Every line, past the 100 the shop reads (Shopify's own ceiling is 250). */
async function linesOf(cartId: string) {
  const { data } = await storefront<{
    cart: { lines: { nodes: { id: string; quantity: number; merchandise: { id: string } }[] } };
  }>(
    backends,
    `query Lines($id: ID!) @inContext(country: FR) { cart(id: $id) {
      lines(first: 250) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } }`,
    { id: cartId },
  );
  return data!.cart.lines.nodes;
}

/** Distinct variants that sell in France, leaving out the samples and the pouch the panel offers. */
async function sellableVariants(count: number): Promise<string[]> {
  const { data } = await storefront<{
    products: {
      nodes: {
        productType: string;
        variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number | null }[] };
      }[];
    };
  }>(
    backends,
    `query Sellable @inContext(country: FR) { products(first: 250) { nodes { productType
      variants(first: 20) { nodes { id availableForSale quantityAvailable } } } } }`,
  );
  const ids = data!.products.nodes
    .filter((p) => !['Sample', 'Pouch', 'Gift Card'].includes(p.productType))
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 5)
    .map((v) => v.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

function addForm(variantId: string, quantity = 1): FormData {
  const form = new FormData();
  form.set('locale', 'fr-fr');
  form.set('variantId', variantId);
  form.set('quantity', String(quantity));
  return form;
}

/** A visitor's cart holding one of each variant, created directly at the Storefront. */
async function visitorCartOf(variants: string[]): Promise<string> {
  const { data } = await storefront<{ cartCreate: { cart: { id: string } } }>(
    backends,
    `mutation Fill($lines: [CartLineInput!]!) @inContext(country: FR) {
      cartCreate(input: { lines: $lines, buyerIdentity: { countryCode: FR } }) { cart { id } } }`,
    { lines: variants.map((merchandiseId) => ({ merchandiseId, quantity: 1 })) },
  );
  const cartId = data!.cartCreate.cart.id;
  jar.set(cartCookieName('fr-fr'), cartId);
  return cartId;
}

/**
 * A visitor's cart with `cartLinesFirst - 1` lines created directly at the Storefront, then the last
 * one added through the shop (so it carries the shop's line attributes).
 */
async function fullCart() {
  const variants = await sellableVariants(cartLinesFirst + 1);
  const cartId = await visitorCartOf(variants.slice(0, cartLinesFirst - 1));
  const last = variants[cartLinesFirst - 1]!;
  const added = await actions.addToCartAction({ status: 'idle' }, addForm(last));
  expect(added.status).toBe('added');
  expect(await linesOf(cartId)).toHaveLength(cartLinesFirst);
  return { cartId, last, extra: variants[cartLinesFirst]! };
}

describe('a cart holds at most the 100 lines the shop reads (finding 6, spec §3 / §9)', () => {
  it('refuses the 101st distinct line with CART_LINES_LIMIT and keeps 100 lines', async () => {
    const { cartId, extra } = await fullCart();
    const refused = await actions.addToCartAction({ status: 'idle' }, addForm(extra));
    expect(refused).toMatchObject({ status: 'error', code: 'CART_LINES_LIMIT' });
    const lines = await linesOf(cartId);
    expect(lines).toHaveLength(cartLinesFirst);
    expect(lines.some((line) => line.merchandise.id === extra)).toBe(false);
  });

  it('never ends past 100 lines when two new lines are added at once to a cart of 99', async () => {
    const variants = await sellableVariants(cartLinesFirst + 1);
    const cartId = await visitorCartOf(variants.slice(0, cartLinesFirst - 1));
    const extras = variants.slice(cartLinesFirst - 1);
    // Two tabs of one visitor: each add starts before the other's answer.
    const answers = await Promise.all(
      extras.map((variant) => actions.addToCartAction({ status: 'idle' }, addForm(variant))),
    );
    const lines = await linesOf(cartId);
    expect(lines.length).toBeLessThanOrEqual(cartLinesFirst);
    extras.forEach((variant, index) => {
      const kept = lines.some((line) => line.merchandise.id === variant);
      expect(answers[index]).toMatchObject(kept ? { status: 'added' } : { code: 'CART_LINES_LIMIT' });
    });
  });

  it('still adds more of a line already in the full cart, and still changes its quantity', async () => {
    const { cartId, last } = await fullCart();
    const again = await actions.addToCartAction({ status: 'idle' }, addForm(last));
    expect(again.status).toBe('added');
    let lines = await linesOf(cartId);
    expect(lines).toHaveLength(cartLinesFirst);
    const line = lines.find((l) => l.merchandise.id === last)!;
    expect(line.quantity).toBe(2);

    const raised = await actions.updateCartLineQuantityAction({
      locale: 'fr-fr',
      lineId: line.id,
      quantity: 3,
    });
    expect(raised.ok).toBe(true);
    lines = await linesOf(cartId);
    expect(lines).toHaveLength(cartLinesFirst);
    expect(lines.find((l) => l.id === line.id)?.quantity).toBe(3);
    // The answer shows every line the cart holds, and a subtotal over those lines.
    expect(raised.ok && raised.payload.cart?.lines).toHaveLength(cartLinesFirst);
  });

  it('refuses the sample and the pouch the panel offers by the same rule', async () => {
    const { cartId } = await fullCart();
    const offers = await getCartOffers('fr-fr');
    const sample = sampleOffers(offers)[0]!;
    expect(await actions.addSampleAction({ locale: 'fr-fr', variantId: sample.variantId })).toEqual({
      ok: false,
      code: 'CART_LINES_LIMIT',
    });
    expect(pouchVariantId(offers)).not.toBeNull();
    expect(await actions.setPackagingAction({ locale: 'fr-fr', choice: 'pouch' })).toEqual({
      ok: false,
      code: 'CART_LINES_LIMIT',
    });
    expect(await linesOf(cartId)).toHaveLength(cartLinesFirst);
  });
});
