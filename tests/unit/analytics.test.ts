import { describe, expect, it } from 'vitest';
import {
  analyticsEvent,
  AnalyticsCurrencyError,
  cartProducts,
  cartTokenOf,
  type AnalyticsContext,
} from '@/lib/analytics/events';
import { pageCategories, pageCategory } from '@/lib/analytics/page-category';
import { analyticsLines, type AnalyticsCartLineInput } from '@/lib/cart-lines';
import {
  activeGroupsOfCookie,
  activeGroupsOfOneTrust,
  analyticsCookies,
  consentCookie,
  consentCookieValue,
  hasAnalyticsConsent,
} from '@/lib/consent';
import { thirdPartyIds, vendorCspSources, vendorScripts } from '@/lib/third-party';

const context: AnalyticsContext = {
  pageType: 'pdp',
  customerId: null,
  currency: 'eur',
  shopId: 'gid://shopify/Shop/1',
  language: 'fr',
  cartToken: 'abc',
};

function line(
  quantity: number,
  total: string,
  attributes: { key: string; value: string }[] = [],
  subtotal = total,
): AnalyticsCartLineInput {
  return {
    quantity,
    attributes,
    cost: { totalAmount: { amount: total }, subtotalAmount: { amount: subtotal } },
    merchandise: {
      id: 'gid://shopify/ProductVariant/7',
      sku: 'SKU-7',
      title: '50 ml',
      product: { id: 'gid://shopify/Product/3', title: 'Rose', vendor: 'Maison Aurèle', collections: null },
    },
  };
}

describe('analytics cart lines (spec §3 "Cart line")', () => {
  it('prices a line at its total divided by its quantity', () => {
    const [product] = cartProducts(analyticsLines([line(3, '100.00', [], '120.00')]));
    expect(product).toMatchObject({
      price: 33.33,
      quantity: 3,
      sku: 'SKU-7',
      name: 'Rose',
      variant: '50 ml',
    });
    expect(product!.brand).toBe('Maison Aurèle');
    expect(product!.discount).toBeCloseTo(6.67, 2);
  });

  it("leaves out a line whose realProduct attribute is 'false'", () => {
    const lines = [line(1, '0.00', [{ key: '_realProduct', value: 'false' }]), line(2, '50.00')];
    expect(cartProducts(analyticsLines(lines)).map((p) => p.quantity)).toEqual([2]);
    // Only the string 'false' leaves a line out.
    expect(analyticsLines([line(1, '10.00', [{ key: '_realProduct', value: 'true' }])])).toHaveLength(1);
  });
});

describe('analytics events (spec §3, §5)', () => {
  it('carries page type, customer id, currency, shop id, language, products and cart token', () => {
    const event = analyticsEvent('add_to_cart', context, {
      products: cartProducts(analyticsLines([line(1, '10')])),
    });
    expect(event).toMatchObject({
      event: 'add_to_cart',
      page_type: 'pdp',
      customer_id: null,
      currency: 'EUR',
      shop_id: 'gid://shopify/Shop/1',
      language: 'fr',
      cart_token: 'abc',
    });
    expect(event.products).toHaveLength(1);
  });

  it('fails without a currency, with the spec error', () => {
    for (const currency of [null, undefined, ''])
      expect(() => analyticsEvent('page_view', { ...context, currency })).toThrow(AnalyticsCurrencyError);
    expect(() => analyticsEvent('page_view', { ...context, currency: null })).toThrow(
      'the currency must be set in the store context',
    );
  });

  it('reads the cart token of a cart id, never its key', () => {
    expect(cartTokenOf('gid://shopify/Cart/c1-abc?key=secret')).toBe('c1-abc');
    expect(cartTokenOf('gid://shopify/Cart/xyz')).toBe('xyz');
    expect(cartTokenOf('gid://shopify/Product/1')).toBeNull();
    expect(cartTokenOf(null)).toBeNull();
  });
});

describe('analytics page categories (spec §2.3)', () => {
  it('names the nine categories', () => {
    expect(pageCategories).toEqual([
      'pdp',
      'plp',
      'home',
      'error',
      'storelocator',
      'account',
      'information',
      'search results',
      'content',
    ]);
  });

  it.each([
    ['/', 'home'],
    ['/fr-fr', 'home'],
    ['/fr-fr/fashion/product/silk-dress', 'pdp'],
    ['/fragrance/product/rose', 'pdp'],
    ['/es-eu/sets/discovery', 'pdp'],
    ['/fashion', 'plp'],
    ['/en-eu/fragrance/eaux-de-parfum', 'plp'],
    ['/sets', 'plp'],
    ['/ja-jp/store-locator', 'storelocator'],
    ['/fr-fr/search', 'search results'],
    ['/account', 'account'],
    ['/fr-fr/login', 'account'],
    ['/reset-password', 'account'],
    ['/faq/shipping', 'information'],
    ['/legal/terms', 'information'],
    ['/contact', 'information'],
    ['/articles/spring', 'content'],
    ['/lookbook/ss26', 'content'],
    ['/fr-fr/any-landing-page', 'content'],
    ['/404', 'error'],
  ] as const)('%s is %s', (path, category) => {
    expect(pageCategory(path)).toBe(category);
  });

  it('reports the error template as error whatever its path', () => {
    expect(pageCategory('/fr-fr/fashion/product/gone', 'error')).toBe('error');
  });
});

describe('consent (spec §4, §6, §7.4)', () => {
  it('analytics consent is group C0002 active, in both managers', () => {
    expect(hasAnalyticsConsent(activeGroupsOfCookie(consentCookieValue({ analytics: true })))).toBe(true);
    expect(hasAnalyticsConsent(activeGroupsOfCookie(consentCookieValue({ analytics: false })))).toBe(false);
    expect(activeGroupsOfCookie(consentCookieValue({ analytics: false }))).toEqual(['C0001']);
    expect(hasAnalyticsConsent(activeGroupsOfOneTrust(',C0001,C0002,'))).toBe(true);
    expect(hasAnalyticsConsent(activeGroupsOfOneTrust(',C0001,C0003,'))).toBe(false);
    expect(activeGroupsOfOneTrust(undefined)).toEqual([]);
  });

  it('keeps the choice a year and names the two analytics cookies with their lifetimes', () => {
    expect(consentCookie.maxAgeSeconds).toBe(31_536_000);
    expect(analyticsCookies).toEqual([
      { name: '_shopify_y', maxAgeSeconds: 31_104_000 },
      { name: '_shopify_s', maxAgeSeconds: 1_800 },
    ]);
  });
});

describe('third-party ids', () => {
  it('reads them only when set, and names a bad variable', () => {
    expect(thirdPartyIds({})).toEqual({
      oneTrustDomainId: null,
      gtmId: null,
      onVercel: false,
      zendeskKey: null,
      criteoAccount: null,
    });
    expect(thirdPartyIds({ GTM_ID: 'GTM-AB12CD', VERCEL: '1' })).toMatchObject({
      gtmId: 'GTM-AB12CD',
      onVercel: true,
    });
    expect(() => thirdPartyIds({ GTM_ID: 'GTM-<script>' })).toThrow('GTM_ID');
    expect(() => thirdPartyIds({ ONETRUST_DOMAIN_ID: 'x' })).toThrow('ONETRUST_DOMAIN_ID');
    expect(() => thirdPartyIds({ ZENDESK_WIDGET_KEY: 'key"onload' })).toThrow('ZENDESK_WIDGET_KEY');
    expect(() => thirdPartyIds({ CRITEO_ACCOUNT_ID: '12a' })).toThrow('CRITEO_ACCOUNT_ID');
  });

  // docs/adr/0022: each vendor is absent when its variable is unset (or empty), played by the local
  // backends when the shop runs on them, and the vendor's own CDN otherwise.
  it('gives each vendor script only when configured, from the local backends or the vendor', () => {
    const none = thirdPartyIds({ ZENDESK_WIDGET_KEY: '', CRITEO_ACCOUNT_ID: '' });
    expect(vendorScripts(none, null)).toEqual({ chat: null, retailTag: null });
    const ids = thirdPartyIds({
      ZENDESK_WIDGET_KEY: '5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10',
      CRITEO_ACCOUNT_ID: '74210',
    });
    expect(vendorScripts(ids, null)).toEqual({
      chat: 'https://static.zdassets.com/ekr/snippet.js?key=5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10',
      retailTag: { src: 'https://static.criteo.net/js/ld/ld.js?a=74210', account: '74210' },
    });
    expect(vendorScripts(ids, 'http://127.0.0.1:4100')).toEqual({
      chat: 'http://127.0.0.1:4100/zendesk/ekr/snippet.js?key=5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10',
      retailTag: { src: 'http://127.0.0.1:4100/criteo/js/ld/ld.js?a=74210', account: '74210' },
    });
  });

  it('lists a vendor in the Content-Security-Policy only when it is configured', () => {
    const none = thirdPartyIds({});
    expect(vendorCspSources(none, null, 'script')).toEqual([]);
    expect(vendorCspSources(none, 'http://127.0.0.1:4100', 'connect')).toEqual([]);
    const chatOnly = thirdPartyIds({ ZENDESK_WIDGET_KEY: '5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10' });
    expect(vendorCspSources(chatOnly, null, 'script')).toEqual(['https://static.zdassets.com']);
    expect(vendorCspSources(chatOnly, null, 'connect').join(' ')).not.toContain('criteo');
    expect(vendorCspSources(chatOnly, 'http://127.0.0.1:4100', 'script')).toEqual(['http://127.0.0.1:4100']);
    const both = thirdPartyIds({
      ZENDESK_WIDGET_KEY: '5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10',
      CRITEO_ACCOUNT_ID: '74210',
    });
    expect(vendorCspSources(both, null, 'script')).toEqual([
      'https://static.zdassets.com',
      'https://static.criteo.net',
    ]);
  });
});
