import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/** A cookie jar standing in for next/headers: one visitor per test. */
const jar = new Map<string, string>();
vi.mock('next/headers', async () => {
  const { cookieStore } = await import('../../support/cookie-jar');
  return { cookies: async () => cookieStore(jar), headers: async () => new Headers() };
});
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `t:${key}` }));

const { getProduct } = await import('@/server/shopify/products');
const { fetchCart, getCartOffers } = await import('@/server/shopify/cart');
const session = await import('@/server/cart/session');
const actions = await import('@/server/actions/cart');
const { customerSessionCookieName } = await import('@/server/customer/session');
const { cartView, sampleOffers } = await import('@/server/cart/view');

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

async function variantOf(handle: string, locale: 'fr-fr' | 'en-eu' = 'fr-fr') {
  const product = await getProduct(locale, handle);
  const variant = product?.variants.nodes.find((v) => v.availableForSale);
  if (!variant) throw new Error(`no available variant of ${handle}`);
  return variant;
}

const attributesOf = (cart: { attributes: { key: string; value?: string | null }[] }) =>
  Object.fromEntries(cart.attributes.filter((a) => a.value).map((a) => [a.key, a.value]));

describe('the visitor cart (spec §4)', () => {
  it('creates a cart with line attributes and keeps the order-level attributes in sync', async () => {
    const dress = await variantOf('silk-wrap-dress');
    const cart = await session.addToVisitorCart('fr-fr', dress.id, 1);
    expect(cart.lines.nodes[0]?.attributes).toEqual(
      expect.arrayContaining([
        { key: '_prismicType', value: 'fashion' },
        { key: '_realProduct', value: 'true' },
      ]),
    );
    expect(attributesOf(cart)).toEqual({
      checkout_lang: 'fr',
      order_type: 'fashion',
      packaging_fashion: 'true',
    });

    const perfume = await variantOf('rose-absolue-eau-de-parfum');
    const mixed = await session.addToVisitorCart('fr-fr', perfume.id, 1);
    expect(attributesOf(mixed)).toMatchObject({ order_type: 'mixed', packaging_fragrance: 'true' });
  });

  it('keeps one cart per locale: the fr-fr cart is not the en-eu cart', async () => {
    const dress = await variantOf('silk-wrap-dress');
    await session.addToVisitorCart('fr-fr', dress.id, 1);
    expect(await session.getVisitorCart('en-eu')).toBeNull();
    const euro = await session.addToVisitorCart('en-eu', (await variantOf('silk-wrap-dress', 'en-eu')).id, 1);
    expect(euro.cost.totalAmount.currencyCode).toBe('EUR');
    expect(attributesOf(euro).checkout_lang).toBe('en');
    expect(jar.size).toBe(2);
  });

  it('replaces a completed (unknown) cart with a new one on add, and refuses other changes with NOT_FOUND', async () => {
    jar.set(session.cartCookieName('fr-fr'), 'gid://shopify/Cart/completed-or-gone');
    const result = await actions.updateCartNoteAction({ locale: 'fr-fr', note: 'hello' });
    expect(result).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(jar.has(session.cartCookieName('fr-fr'))).toBe(false);

    jar.set(session.cartCookieName('fr-fr'), 'gid://shopify/Cart/completed-or-gone');
    const cart = await session.addToVisitorCart('fr-fr', (await variantOf('silk-wrap-dress')).id, 1);
    expect(cart.id).not.toContain('completed-or-gone');
    expect(jar.get(session.cartCookieName('fr-fr'))).toBe(cart.id);
  });

  it('links the logged-in customer to the cart, and unlinks them at logout', async () => {
    const login = await fetch(`${backends.origin}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
      },
      body: JSON.stringify({
        query: `mutation { customerAccessTokenCreate(input: { email: "demo@maison.example", password: "maison-demo-2026" }) { customerAccessToken { accessToken } } }`,
      }),
    }).then((r) => r.json());
    const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const dress = await variantOf('silk-wrap-dress');
    await session.addToVisitorCart('fr-fr', dress.id, 1);
    jar.set(customerSessionCookieName(), token);
    const linked = await session.changeVisitorCart('fr-fr', async (cart) => cart);
    expect(linked.buyerIdentity.customer?.id).toMatch(/^gid:\/\/shopify\/Customer\//);
    jar.delete(customerSessionCookieName());
    const anonymous = await session.changeVisitorCart('fr-fr', async (cart) => cart);
    expect(anonymous.buyerIdentity.customer).toBeNull();
  });
});

describe('cart panel actions', () => {
  async function cartWithDress() {
    const dress = await variantOf('silk-wrap-dress');
    const cart = await session.addToVisitorCart('fr-fr', dress.id, 1);
    return { cart, line: cart.lines.nodes[0]!, dress };
  }

  it('updates a quantity, refuses one above the stock with a stock code and leaves the cart unchanged', async () => {
    const { cart, line, dress } = await cartWithDress();
    // The answer is the changed cart, as the panel shows it.
    expect(
      await actions.updateCartLineQuantityAction({ locale: 'fr-fr', lineId: line.id, quantity: 2 }),
    ).toMatchObject({
      ok: true,
      payload: { cart: { lines: [{ id: line.id, quantity: 2 }] }, analytics: { currency: 'EUR' } },
    });
    const tooMany = (dress.quantityAvailable ?? 0) + 1;
    const refused = await actions.updateCartLineQuantityAction({
      locale: 'fr-fr',
      lineId: line.id,
      quantity: tooMany,
    });
    expect(refused.ok).toBe(false);
    expect([
      'VARIANT_STOCK_UNAVAILABLE',
      'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
      'NO_MORE_PRODUCTS_AVAILABLE',
    ]).toContain(!refused.ok && refused.code);
    expect((await fetchCart('fr-fr', cart.id))?.totalQuantity).toBe(2);
  });

  it('answers INVALID to out-of-range quantities and NOT_FOUND to unknown lines, changing nothing', async () => {
    const { cart, line } = await cartWithDress();
    for (const quantity of [-1, 100, 1.5]) {
      expect(
        await actions.updateCartLineQuantityAction({ locale: 'fr-fr', lineId: line.id, quantity }),
      ).toEqual({
        ok: false,
        code: 'INVALID',
      });
    }
    expect(
      await actions.updateCartLineQuantityAction({
        locale: 'xx-xx' as 'fr-fr',
        lineId: line.id,
        quantity: 1,
      }),
    ).toEqual({ ok: false, code: 'INVALID' });
    expect(
      await actions.removeCartLineAction({
        locale: 'fr-fr',
        lineId: 'gid://shopify/CartLine/not-in-this-cart',
      }),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect((await fetchCart('fr-fr', cart.id))?.totalQuantity).toBe(1);
  });

  it('removes a line, and removes the order type with it', async () => {
    const { cart, line } = await cartWithDress();
    expect(await actions.removeCartLineAction({ locale: 'fr-fr', lineId: line.id })).toMatchObject({
      ok: true,
      payload: { cart: { lines: [] } },
    });
    const after = (await fetchCart('fr-fr', cart.id))!;
    expect(after.totalQuantity).toBe(0);
    expect(attributesOf(after).order_type).toBeUndefined();
  });

  it('sets and clears the gift message attributes', async () => {
    const { cart } = await cartWithDress();
    expect(
      await actions.setGiftMessageAction({ locale: 'fr-fr', message: 'Joyeux anniversaire' }),
    ).toMatchObject({ ok: true, payload: { cart: { giftMessage: 'Joyeux anniversaire' } } });
    let after = (await fetchCart('fr-fr', cart.id))!;
    expect(attributesOf(after)).toMatchObject({
      withGiftMessage: 'true',
      giftMessageAdded: 'true',
      giftMessageTitle: 't:giftMessage.title',
      giftMessagePrice: '0',
      giftMessage: 'Joyeux anniversaire',
    });
    expect(cartView(after, 'fr-fr').giftMessage).toBe('Joyeux anniversaire');
    await actions.setGiftMessageAction({ locale: 'fr-fr', message: null });
    after = (await fetchCart('fr-fr', cart.id))!;
    expect(cartView(after, 'fr-fr').giftMessage).toBeNull();
    expect(await actions.setGiftMessageAction({ locale: 'fr-fr', message: 'x'.repeat(251) })).toEqual({
      ok: false,
      code: 'INVALID',
    });
  });

  it('adds an offered sample once, as a free line that is not a real product', async () => {
    const { cart } = await cartWithDress();
    const offers = sampleOffers(await getCartOffers('fr-fr'));
    expect(offers.map((o) => o.name)).toEqual(expect.arrayContaining(['Échantillon Santal Noir']));
    const offer = offers[0]!;
    expect(await actions.addSampleAction({ locale: 'fr-fr', variantId: offer.variantId })).toMatchObject({
      ok: true,
    });
    await actions.addSampleAction({ locale: 'fr-fr', variantId: offer.variantId });
    const after = (await fetchCart('fr-fr', cart.id))!;
    const samples = cartView(after, 'fr-fr').lines.filter((l) => l.kind === 'sample');
    expect(samples).toHaveLength(1);
    expect(samples[0]!.total.amount).toMatch(/^0(\.0+)?$/);
    expect(attributesOf(after).gifts_ids).toBe(offer.variantId.split('/').pop());
    // Only offered samples: a product passed as a sample is refused.
    const dress = await variantOf('silk-wrap-dress');
    expect(await actions.addSampleAction({ locale: 'fr-fr', variantId: dress.id })).toEqual({
      ok: false,
      code: 'INVALID',
    });
  });

  it('switches fragrance packaging between the signature box and the pouch (spec §4 packaging sync)', async () => {
    const perfume = await variantOf('rose-absolue-eau-de-parfum');
    const cart = await session.addToVisitorCart('fr-fr', perfume.id, 1);
    expect(cartView(cart, 'fr-fr').packaging).toBe('standard');
    expect(await actions.setPackagingAction({ locale: 'fr-fr', choice: 'pouch' })).toMatchObject({
      ok: true,
      payload: { cart: { packaging: 'pouch' } },
    });
    let after = (await fetchCart('fr-fr', cart.id))!;
    expect(cartView(after, 'fr-fr').packaging).toBe('pouch');
    expect(attributesOf(after).packaging_fragrance).toBeUndefined();
    await actions.setPackagingAction({ locale: 'fr-fr', choice: 'standard' });
    after = (await fetchCart('fr-fr', cart.id))!;
    expect(cartView(after, 'fr-fr').packaging).toBe('standard');
    expect(attributesOf(after).packaging_fragrance).toBe('true');
  });

  it('applies WELCOME10, and a code that does not apply leaves it applied and is named in the refusal', async () => {
    const { cart } = await cartWithDress();
    expect(await actions.applyDiscountCodeAction({ locale: 'fr-fr', code: 'WELCOME10' })).toMatchObject({
      ok: true,
    });
    let after = (await fetchCart('fr-fr', cart.id))!;
    expect(after.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    const discounted = after.cost.totalAmount.amount;
    expect(Number(discounted)).toBeLessThan(Number(after.cost.subtotalAmount.amount));

    // Unknown, then known but inactive: each is refused by name, WELCOME10 and its total stay.
    for (const refused of ['NOPE2026', 'SUMMER25']) {
      expect(await actions.applyDiscountCodeAction({ locale: 'fr-fr', code: refused })).toEqual({
        ok: false,
        code: 'DISCOUNT_CODE_NOT_APPLICABLE',
        values: { code: refused },
      });
      after = (await fetchCart('fr-fr', cart.id))!;
      expect(after.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
      expect(after.cost.totalAmount.amount).toBe(discounted);
    }

    // Entering it again changes nothing; removing it removes only it.
    expect(await actions.applyDiscountCodeAction({ locale: 'fr-fr', code: 'welcome10' })).toMatchObject({
      ok: true,
      payload: { cart: { discountCodes: [{ code: 'WELCOME10', applicable: true }] } },
    });
    expect(await actions.removeDiscountCodeAction({ locale: 'fr-fr', code: 'WELCOME10' })).toMatchObject({
      ok: true,
      payload: { cart: { discountCodes: [] } },
    });
    expect(await actions.applyDiscountCodeAction({ locale: 'fr-fr', code: 'bad code!' })).toEqual({
      ok: false,
      code: 'INVALID',
    });
    await actions.updateCartNoteAction({ locale: 'fr-fr', note: 'Livrer après 18 h' });
    expect((await fetchCart('fr-fr', cart.id))?.note).toBe('Livrer après 18 h');
  });
});
