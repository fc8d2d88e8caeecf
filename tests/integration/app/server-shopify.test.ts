import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { addCartLines, CartUserError, createCart, fetchCart } from '@/server/shopify/cart';
import { StorefrontRequestError } from '@/server/shopify/client';
import {
  getCollectionCards,
  getPickedProducts,
  getProduct,
  getProductCards,
} from '@/server/shopify/products';

let backends: RunningBackends;

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

describe('catalog reads through the app data layer', () => {
  it('prices a product in the market currency of the locale (spec §3 locale table)', async () => {
    const currencies = {
      'fr-fr': 'EUR',
      'en-uk': 'GBP',
      'en-ch': 'CHF',
      'en-us': 'USD',
      'en-ww': 'USD',
    } as const;
    for (const [locale, currency] of Object.entries(currencies)) {
      const product = await getProduct(locale as keyof typeof currencies, 'silk-wrap-dress');
      expect(product?.variants.nodes[0]?.price.currencyCode, locale).toBe(currency);
    }
  });

  it('reads the fashion product with its options, variants and content type, in the locale language', async () => {
    const product = await getProduct('fr-fr', 'silk-wrap-dress');
    expect(product?.contentType?.value).toBe('fashion');
    expect(product?.title).toBe('Robe portefeuille en soie');
    expect(product?.options.map((o) => o.name)).toEqual(['Couleur', 'Taille']);
    expect(product?.variants.nodes.map((v) => v.title)).toContain('Ivoire / M');
    const english = await getProduct('en-eu', 'silk-wrap-dress');
    expect(english?.options.map((o) => o.name)).toEqual(['Color', 'Size']);
    expect(product?.variants.nodes.some((v) => !v.availableForSale)).toBe(true);
    expect(product?.variants.nodes.some((v) => v.compareAtPrice)).toBe(true);
  });

  it('returns null for an unknown handle', async () => {
    expect(await getProduct('fr-fr', 'no-such-product')).toBeNull();
  });

  it('reads cards by handle and by collection', async () => {
    const cards = await getProductCards('fr-fr', ['rose-absolue-eau-de-parfum', 'nope', 'discovery-set']);
    expect(cards.map((c) => c.handle)).toEqual(['rose-absolue-eau-de-parfum', 'discovery-set']);
    const dresses = await getCollectionCards('fr-fr', 'dresses', 4);
    expect(dresses.length).toBeGreaterThan(0);
    expect(dresses.length).toBeLessThanOrEqual(4);
  });
});

describe("a slice's picked products", () => {
  it('takes the handles when given, else the collection up to the limit, else nothing', async () => {
    const byHandle = await getPickedProducts('fr-fr', {
      handles: ['discovery-set', null, ''],
      collectionHandle: 'dresses',
      limit: 4,
    });
    expect(byHandle.map((p) => p.handle)).toEqual(['discovery-set']);
    const byCollection = await getPickedProducts('fr-fr', {
      handles: [],
      collectionHandle: 'dresses',
      limit: 3,
    });
    expect(byCollection).toHaveLength(3);
    expect(await getPickedProducts('fr-fr', { handles: [], collectionHandle: null, limit: 3 })).toEqual([]);
  });
});

describe('cart through the app data layer', () => {
  async function variant(handle: string, available: boolean) {
    const product = await getProduct('fr-fr', handle);
    const found = product?.variants.nodes.find((v) => v.availableForSale === available);
    if (!found) throw new Error(`no ${available ? 'available' : 'sold-out'} variant of ${handle}`);
    return found;
  }

  it('creates a cart with the market country and checkout language (spec §3, §4)', async () => {
    const item = await variant('silk-wrap-dress', true);
    const cart = await createCart('fr-fr', [{ merchandiseId: item.id, quantity: 1 }]);
    expect(cart.buyerIdentity.countryCode).toBe('FR');
    expect(cart.cost.subtotalAmount.currencyCode).toBe('EUR');
    expect(cart.attributes).toContainEqual({ key: 'checkout_lang', value: 'fr' });
    expect(cart.totalQuantity).toBe(1);
    expect(await fetchCart('fr-fr', cart.id)).toMatchObject({ id: cart.id, totalQuantity: 1 });
  });

  it('refuses more than the stock with a catalogue code and leaves the cart unchanged', async () => {
    const item = await variant('silk-wrap-dress', true);
    const cart = await createCart('fr-fr', [{ merchandiseId: item.id, quantity: 1 }]);
    const tooMany = (item.quantityAvailable ?? 0) + 1;
    const failure = await addCartLines('fr-fr', cart.id, [
      { merchandiseId: item.id, quantity: tooMany },
    ]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CartUserError);
    expect([
      'VARIANT_STOCK_UNAVAILABLE',
      'NO_MORE_PRODUCTS_AVAILABLE',
      'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
    ]).toContain((failure as CartUserError).errors[0]?.code);
    expect((await fetchCart('fr-fr', cart.id))?.totalQuantity).toBe(1);
  });

  it('refuses a sold-out variant and an unknown variant', async () => {
    const soldOut = await variant('silk-wrap-dress', false);
    await expect(createCart('fr-fr', [{ merchandiseId: soldOut.id, quantity: 1 }])).rejects.toBeInstanceOf(
      CartUserError,
    );
    await expect(
      createCart('fr-fr', [{ merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 }]),
    ).rejects.toBeInstanceOf(CartUserError);
  });
});

describe('failures of the Storefront itself', () => {
  it('raises a request error after the read retries when the backend keeps failing', async () => {
    backends.context.knobs.update({ errorRate: 1 });
    try {
      await expect(getProduct('en-uk', 'cashmere-crew-sweater')).rejects.toBeInstanceOf(
        StorefrontRequestError,
      );
    } finally {
      backends.context.knobs.update({ errorRate: 0 });
    }
    expect(await getProduct('en-uk', 'cashmere-crew-sweater')).not.toBeNull();
  });
});
