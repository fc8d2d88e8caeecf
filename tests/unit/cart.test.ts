import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  checkoutUrlWithLocale,
  giftMessageAttributeKeys,
  isCouponLine,
  isGiftLine,
  isPouchLine,
  isSampleLine,
  lineAttributeKeys,
  orderAttributeKeys,
  orderTypeOf,
  panelProductCountLabel,
  productTypeOf,
  syncPackagingAttributes,
  sumQuantities,
  type Attribute,
} from '../../lib/cart';
import { analyticsLines, type AnalyticsCartLineInput } from '../../lib/cart-lines';

const line = (quantity: number, attributes: Record<string, string | null> = {}) => ({
  quantity,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
});

describe('spec §3 attribute keys', () => {
  it('lists every cart-line attribute key of the spec', () => {
    expect(Object.values(lineAttributeKeys)).toEqual([
      '_item_id',
      '_name',
      'coupon',
      '_label',
      '_slug',
      '_image',
      '_productType',
      '_shopifyId',
      '_category',
      '_variant',
      '_productVariantId',
      '_unserializedPrice',
      '_realProduct',
      '_pouch',
      '_gift',
      '_giftPrice',
      '_sample',
      '_sampleFromProduct',
      '_productLinkedId',
      '_prismicType',
      '_trackingData',
      '_sets',
      '_setsData',
      '_customPrice',
      '_trackingPayload',
      '_color',
      '_colorHex',
      '_setsName',
      '_setsImage',
    ]);
  });

  it('lists the gift message and order-level attribute keys', () => {
    expect(Object.values(giftMessageAttributeKeys)).toEqual([
      'withGiftMessage',
      'giftMessageAdded',
      'giftMessageImage',
      'giftMessagePrice',
      'giftMessageTitle',
    ]);
    expect(Object.values(orderAttributeKeys)).toEqual([
      'checkout_lang',
      'params',
      'gifts_ids',
      'packaging_fragrance',
      'packaging_fashion',
      'order_type',
    ]);
  });
});

describe('spec §3 line kinds: gift, sample, pouch when the attribute equals true', () => {
  it.each([
    [isGiftLine, '_gift'],
    [isSampleLine, '_sample'],
    [isPouchLine, '_pouch'],
  ] as const)('%o reads %s', (isKind, key) => {
    expect(isKind(line(1, { [key]: 'true' }))).toBe(true);
    expect(isKind(line(1, { [key]: 'false' }))).toBe(false);
    expect(isKind(line(1, { [key]: 'TRUE' }))).toBe(false);
    expect(isKind(line(1, { [key]: null }))).toBe(false);
    expect(isKind(line(1))).toBe(false);
  });

  it('a line is a coupon line when a coupon attribute is present', () => {
    expect(isCouponLine(line(1, { coupon: 'WELCOME10' }))).toBe(true);
    expect(isCouponLine(line(1, { coupon: '' }))).toBe(true);
    expect(isCouponLine(line(1, { _gift: 'true' }))).toBe(false);
  });
});

describe('spec §3 product type from the content-type attribute', () => {
  it('reads fashion, fragrance and set', () => {
    expect(productTypeOf(line(1, { _prismicType: 'fashion' }))).toBe('fashion');
    expect(productTypeOf(line(1, { _prismicType: 'fragrance' }))).toBe('fragrance');
    expect(productTypeOf(line(1, { _prismicType: 'set' }))).toBe('set');
  });

  it('reads the product page type ids too', () => {
    expect(productTypeOf(line(1, { _prismicType: 'product_page_fashion_v2' }))).toBe('fashion');
    expect(productTypeOf(line(1, { _prismicType: 'product_page_fragrance' }))).toBe('fragrance');
    expect(productTypeOf(line(1, { _prismicType: 'product_page_sets' }))).toBe('set');
  });

  it('is null when missing or unknown', () => {
    expect(productTypeOf(line(1))).toBeNull();
    expect(productTypeOf(line(1, { _prismicType: 'toString' }))).toBeNull();
  });
});

describe('spec §3 order type from the lines', () => {
  const fashion = line(1, { _prismicType: 'fashion' });
  const fragrance = line(1, { _prismicType: 'fragrance' });
  const set = line(1, { _prismicType: 'set' });

  it('is fashion, fragrance (fragrance or set lines) or mixed', () => {
    expect(orderTypeOf([fashion, fashion])).toBe('fashion');
    expect(orderTypeOf([fragrance])).toBe('fragrance');
    expect(orderTypeOf([set])).toBe('fragrance');
    expect(orderTypeOf([set, fragrance])).toBe('fragrance');
    expect(orderTypeOf([fashion, set])).toBe('mixed');
    expect(orderTypeOf([fashion, fragrance])).toBe('mixed');
  });

  it('ignores samples, gifts, pouches and non-real products, and is null with no typed line', () => {
    const sample = line(1, { _prismicType: 'fragrance', _sample: 'true' });
    const gift = line(1, { _prismicType: 'fragrance', _gift: 'true', _realProduct: 'false' });
    expect(orderTypeOf([fashion, sample, gift])).toBe('fashion');
    expect(orderTypeOf([])).toBeNull();
    expect(orderTypeOf([line(2)])).toBeNull();
  });
});

describe('spec §3 cart badge count', () => {
  it('is the sum of line quantities', () => {
    expect(badgeCount(sumQuantities([line(2), line(3)]), false)).toBe(5);
  });

  it('adds 1 when a gift message is set', () => {
    expect(badgeCount(sumQuantities([line(2), line(3)]), true)).toBe(6);
  });

  it('is 0 with no products, and null when there is a gift message but no product', () => {
    expect(badgeCount(sumQuantities([]), false)).toBe(0);
    expect(badgeCount(sumQuantities([]), true)).toBeNull();
  });
});

describe('spec §3 panel product count, in parentheses when above 0', () => {
  it('formats the sum of quantities', () => {
    expect(panelProductCountLabel([line(1), line(2)])).toBe('(3)');
    expect(panelProductCountLabel([])).toBe('');
  });
});

describe('spec §3 checkout url gets a locale parameter (the language part before the dash)', () => {
  it('adds the language and keeps the host and other parameters', () => {
    expect(checkoutUrlWithLocale('https://checkout.example.com/cart/c/abc?key=1', 'fr-fr')).toBe(
      'https://checkout.example.com/cart/c/abc?key=1&locale=fr',
    );
    expect(checkoutUrlWithLocale('http://127.0.0.1:4000/checkout/xyz', 'ja-jp')).toBe(
      'http://127.0.0.1:4000/checkout/xyz?locale=ja',
    );
  });

  it('replaces a locale parameter already there', () => {
    expect(checkoutUrlWithLocale('https://shop.example/checkout?locale=en', 'es-eu')).toBe(
      'https://shop.example/checkout?locale=es',
    );
  });

  it('keeps an unreadable url as it is', () => {
    expect(checkoutUrlWithLocale('not a url', 'fr-fr')).toBe('not a url');
  });
});

describe('spec §3 analytics line', () => {
  const analyticsLine = (
    quantity: number,
    total: string,
    subtotal: string,
    attributes: Record<string, string> = {},
  ): AnalyticsCartLineInput => ({
    ...line(quantity, attributes),
    cost: { totalAmount: { amount: total }, subtotalAmount: { amount: subtotal } },
    merchandise: {
      id: 'gid://shopify/ProductVariant/11',
      sku: 'SKU-11',
      title: '50 ml',
      product: {
        id: 'gid://shopify/Product/1',
        title: 'Eau de parfum',
        vendor: 'Maison',
        collections: { nodes: [{ title: 'Fragrance' }, { title: 'Women' }] },
      },
    },
  });

  it('carries the product fields, price = line total / quantity, and the unit discount', () => {
    expect(analyticsLines([analyticsLine(3, '90.0', '120.0')])).toEqual([
      {
        productId: 'gid://shopify/Product/1',
        sku: 'SKU-11',
        variantId: 'gid://shopify/ProductVariant/11',
        productName: 'Eau de parfum',
        variantName: '50 ml',
        brand: 'Maison',
        categories: ['Fragrance', 'Women'],
        price: 30,
        quantity: 3,
        discount: 10,
      },
    ]);
  });

  it('has no discount without line discounts', () => {
    expect(analyticsLines([analyticsLine(2, '0.3', '0.3')])[0]).toMatchObject({ price: 0.15, discount: 0 });
  });

  it("leaves out lines whose realProduct attribute is 'false'", () => {
    const lines = [analyticsLine(1, '0.0', '0.0', { _realProduct: 'false' }), analyticsLine(1, '5.0', '5.0')];
    expect(analyticsLines(lines).map((l) => l.price)).toEqual([5]);
    expect(analyticsLines([analyticsLine(1, '5.0', '5.0', { _realProduct: 'true' })])).toHaveLength(1);
  });
});

describe('spec §4 packaging sync', () => {
  const fragrance = line(1, { _prismicType: 'fragrance' });
  const set = line(1, { _prismicType: 'set' });
  const fashion = line(1, { _prismicType: 'fashion' });
  const fragrancePouch = line(1, { _prismicType: 'fragrance', _pouch: 'true' });
  const fashionPouch = line(1, { _prismicType: 'fashion', _pouch: 'true' });
  const keys = (attributes: Attribute[]) => attributes.map((a) => a.key);

  it('adds the packaging attribute of a kind the cart has but holds no packaging for', () => {
    const result = syncPackagingAttributes([fragrance, fashion], [{ key: 'checkout_lang', value: 'fr' }]);
    expect(result.changed).toBe(true);
    expect(result.attributes).toEqual([
      { key: 'checkout_lang', value: 'fr' },
      { key: 'packaging_fragrance', value: 'true' },
      { key: 'packaging_fashion', value: 'true' },
    ]);
  });

  it('counts sets as fragrance', () => {
    expect(keys(syncPackagingAttributes([set], []).attributes)).toEqual(['packaging_fragrance']);
  });

  it('removes it when the cart holds packaging of that kind', () => {
    const current = [
      { key: 'packaging_fragrance', value: 'true' },
      { key: 'packaging_fashion', value: 'true' },
    ];
    const result = syncPackagingAttributes([fragrance, fragrancePouch, fashion], current);
    expect(result).toEqual({ attributes: [{ key: 'packaging_fashion', value: 'true' }], changed: true });
    expect(syncPackagingAttributes([fashion, fashionPouch], current).attributes).toEqual([]);
  });

  it('removes it when the cart has no merchandise of that kind', () => {
    const result = syncPackagingAttributes([fashion], [{ key: 'packaging_fragrance', value: 'true' }]);
    expect(keys(result.attributes)).toEqual(['packaging_fashion']);
    expect(syncPackagingAttributes([], [{ key: 'packaging_fashion', value: 'true' }]).attributes).toEqual([]);
  });

  it('reports no change when the attributes already match', () => {
    const current = [{ key: 'packaging_fragrance', value: 'true' }];
    expect(syncPackagingAttributes([fragrance], current)).toEqual({ attributes: current, changed: false });
    expect(syncPackagingAttributes([], []).changed).toBe(false);
  });
});
