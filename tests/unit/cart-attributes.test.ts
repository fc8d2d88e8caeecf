import { describe, expect, it } from 'vitest';
import {
  attributesUpdate,
  cartProductTypeOf,
  linePastCartLimit,
  giftMessageAttributesOf,
  giftMessageOf,
  giftsIdsOf,
  lineAttributesFor,
  orderAttributesOf,
} from '../../lib/cart-attributes';
import {
  attributeValue,
  badgeCount,
  isSampleLine,
  orderTypeOf,
  sumQuantities,
  type Attribute,
} from '../../lib/cart';
import { analyticsLines } from '../../lib/cart-lines';
import { cartLinesFirst } from '../../lib/constants';

const line = (id: number, attributes: Record<string, string>, quantity = 1) => ({
  quantity,
  merchandise: { id: `gid://shopify/ProductVariant/${id}` },
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
});
const dress = line(1, { _prismicType: 'fashion', _realProduct: 'true' }, 2);
const perfume = line(2, { _prismicType: 'fragrance', _realProduct: 'true' });
const sample = line(3, { _prismicType: 'fragrance', _sample: 'true', _realProduct: 'false' });
const pouch = line(4, { _prismicType: 'fragrance', _pouch: 'true', _realProduct: 'false' });

describe('line attributes written when the shop adds a line (spec §3)', () => {
  it('flags a product as a real product with its content type', () => {
    const attributes = lineAttributesFor('product', 'fashion');
    expect(attributes).toEqual([
      { key: '_prismicType', value: 'fashion' },
      { key: '_realProduct', value: 'true' },
    ]);
    expect(attributeValue(attributes, '_realProduct')).toBe('true');
  });

  it('flags a sample with _sample true and _realProduct false, so analytics leaves it out', () => {
    const attributes = lineAttributesFor('sample', 'fragrance');
    expect(isSampleLine({ quantity: 1, attributes })).toBe(true);
    expect(attributes).toContainEqual({ key: '_realProduct', value: 'false' });
    const analyticsLine = (attributes: Attribute[]) => ({
      quantity: 1,
      attributes,
      cost: { totalAmount: { amount: '0.0' } },
      merchandise: { id: 'v', title: '2 ml', product: { id: 'p', title: 'Sample', vendor: 'Maison Aurèle' } },
    });
    expect(analyticsLines([analyticsLine(attributes)])).toEqual([]);
  });

  it('reads the content type of a product metafield', () => {
    expect(cartProductTypeOf('fashion')).toBe('fashion');
    expect(cartProductTypeOf('fragrance')).toBe('fragrance');
    expect(cartProductTypeOf('set')).toBe('set');
    expect(cartProductTypeOf('gift_card')).toBeNull();
    expect(cartProductTypeOf(undefined)).toBeNull();
  });
});

describe('order-level attributes kept in sync (spec §3, §4)', () => {
  it('sets checkout_lang, order_type, gifts_ids and the packaging of each kind', () => {
    const attributes = orderAttributesOf([dress, perfume, sample], [], 'fr');
    expect(attributes).toEqual(
      expect.arrayContaining([
        { key: 'checkout_lang', value: 'fr' },
        { key: 'order_type', value: 'mixed' },
        { key: 'gifts_ids', value: '3' },
        { key: 'packaging_fragrance', value: 'true' },
        { key: 'packaging_fashion', value: 'true' },
      ]),
    );
    expect(attributes).toHaveLength(5);
  });

  it('drops packaging_fragrance once the pouch is in the cart, and lists the pouch as offered', () => {
    const attributes = orderAttributesOf(
      [perfume, pouch],
      [{ key: 'packaging_fragrance', value: 'true' }],
      'en',
    );
    expect(attributes.map((a) => a.key)).not.toContain('packaging_fragrance');
    expect(attributes).toContainEqual({ key: 'gifts_ids', value: '4' });
    expect(attributes).toContainEqual({ key: 'order_type', value: 'fragrance' });
  });

  it('removes order_type and gifts_ids from an empty cart and keeps unrelated attributes', () => {
    const current = [
      { key: 'order_type', value: 'fashion' },
      { key: 'giftMessageAdded', value: 'true' },
    ];
    expect(orderAttributesOf([], current, 'es')).toEqual([
      { key: 'giftMessageAdded', value: 'true' },
      { key: 'checkout_lang', value: 'es' },
    ]);
    expect(orderTypeOf([])).toBeNull();
  });

  it('lists each offered variant once in gifts_ids, null without any', () => {
    expect(giftsIdsOf([sample, sample, pouch, dress])).toBe('3,4');
    expect(giftsIdsOf([dress])).toBeNull();
  });
});

describe('attribute update input', () => {
  it('sends the wanted list and clears removed keys with an empty value', () => {
    const { attributes, changed } = attributesUpdate(
      [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ],
      [{ key: 'a', value: '1' }],
    );
    expect(changed).toBe(true);
    expect(attributes).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '' },
    ]);
  });

  it('reports no change when the cart already carries the list (blank values count as absent)', () => {
    expect(
      attributesUpdate(
        [
          { key: 'a', value: '1' },
          { key: 'b', value: '' },
        ],
        [{ key: 'a', value: '1' }],
      ).changed,
    ).toBe(false);
  });
});

describe('gift message (spec §3 gift message attributes, badge count)', () => {
  const gift = {
    message: 'Bon anniversaire',
    title: 'Message cadeau',
    image: 'https://x/card.svg',
    price: '0',
  };

  it('sets the five gift message attributes and the text, and adds 1 to the badge', () => {
    const attributes = giftMessageAttributesOf([{ key: 'checkout_lang', value: 'fr' }], gift);
    expect(Object.fromEntries(attributes.map((a) => [a.key, a.value]))).toEqual({
      checkout_lang: 'fr',
      withGiftMessage: 'true',
      giftMessageAdded: 'true',
      giftMessageTitle: 'Message cadeau',
      giftMessageImage: 'https://x/card.svg',
      giftMessagePrice: '0',
      giftMessage: 'Bon anniversaire',
    });
    expect(giftMessageOf(attributes)).toBe('Bon anniversaire');
    expect(badgeCount(sumQuantities([dress]), giftMessageOf(attributes) !== null)).toBe(3);
    expect(badgeCount(sumQuantities([]), giftMessageOf(attributes) !== null)).toBeNull();
  });

  it('clears them all with null', () => {
    const set = giftMessageAttributesOf([], gift);
    expect(giftMessageAttributesOf(set, null)).toEqual([]);
    expect(giftMessageOf([])).toBeNull();
  });
});

describe('the lines a cart may hold (spec §3 up to 100 lines, §9 cart lines fetched 100)', () => {
  /** The provider's answer to an add: every line, each with its id. */
  const answered = (count: number, quantityOfFirst = 1) =>
    Array.from({ length: count }, (_, index) => ({
      ...line(
        1000 + index,
        { _prismicType: 'fashion', _realProduct: 'true' },
        index === 0 ? quantityOfFirst : 1,
      ),
      id: `gid://shopify/CartLine/${1000 + index}`,
    }));
  const asAdded = (id: number, quantity = 1, attributes = lineAttributesFor('product', 'fashion')) => ({
    merchandiseId: `gid://shopify/ProductVariant/${id}`,
    quantity,
    attributes,
  });

  it('reads 100 lines', () => {
    expect(cartLinesFirst).toBe(100);
  });

  it('takes back a new line that made the 101st, whatever the order of its attributes', () => {
    expect(linePastCartLimit(answered(101), asAdded(1100))).toBe('gid://shopify/CartLine/1100');
    const reversed = [...lineAttributesFor('product', 'fashion')].reverse();
    expect(linePastCartLimit(answered(101, 3), asAdded(1000, 3, reversed))).toBe(
      'gid://shopify/CartLine/1000',
    );
  });

  it('keeps the 100th line, and more of a line already there in a cart past 100', () => {
    expect(linePastCartLimit(answered(100), asAdded(1099))).toBeNull();
    // The line holds more than was just added: it was there before, the add made no new line.
    expect(linePastCartLimit(answered(101, 3), asAdded(1000, 2))).toBeNull();
    // The same variant as a sample is a line of its own, which is not the one in the answer.
    expect(
      linePastCartLimit(answered(101), asAdded(1000, 1, lineAttributesFor('sample', 'fashion'))),
    ).toBeNull();
  });
});
