import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isPushedIn,
  metafieldBoolean,
  metafieldPositiveInteger,
  parseAccordions,
  productKindOf,
  quickAddOffer,
  sampleTypeOf,
  swatchOf,
} from '@/lib/product';
import { stockAlertSchema } from '@/lib/stock-alert';

afterEach(() => vi.restoreAllMocks());

describe('product kind (spec §3: fashion, fragrance, set, gift_card from the content type)', () => {
  it('reads the content type metafield', () => {
    expect(productKindOf({ isGiftCard: false, contentType: { value: 'fashion' } })).toBe('fashion');
    expect(productKindOf({ isGiftCard: false, contentType: { value: 'set' } })).toBe('set');
    expect(productKindOf({ isGiftCard: false, contentType: { value: 'shoes' } })).toBeNull();
    expect(productKindOf({ isGiftCard: false, contentType: null })).toBeNull();
  });

  it('makes a Shopify gift card a gift_card whatever its metafield says', () => {
    expect(productKindOf({ isGiftCard: true, contentType: { value: 'fashion' } })).toBe('gift_card');
  });
});

describe('metafields of the product page', () => {
  it('reads booleans, positive integers and the two sample types (trybuy, swp)', () => {
    expect(metafieldBoolean({ value: 'true' })).toBe(true);
    expect(metafieldBoolean({ value: 'false' })).toBe(false);
    expect(metafieldBoolean(null)).toBe(false);
    expect(metafieldPositiveInteger({ value: '30' })).toBe(30);
    expect(metafieldPositiveInteger({ value: '0' })).toBeNull();
    expect(metafieldPositiveInteger({ value: '12.5' })).toBeNull();
    expect(sampleTypeOf({ value: 'trybuy' })).toBe('trybuy');
    expect(sampleTypeOf({ value: 'swp' })).toBe('swp');
    expect(sampleTypeOf({ value: 'gwp' })).toBeNull();
  });

  it('reads a swatch from color_hex with color_has_border, and refuses what is not a colour', () => {
    expect(swatchOf({ value: '#F4EFE3' }, { value: 'true' })).toEqual({ color: '#F4EFE3', hasBorder: true });
    expect(swatchOf({ value: '#111111' }, null)).toEqual({ color: '#111111', hasBorder: false });
    expect(swatchOf({ value: 'red;background:url(x)' }, null)).toBeNull();
    expect(swatchOf(null, { value: 'true' })).toBeNull();
  });

  it('parses custom.accordions [{title, content}], and gives nothing for malformed JSON (spec §8)', () => {
    const value = JSON.stringify([{ title: 'Composition', content: '100% silk.' }]);
    expect(parseAccordions({ value })).toEqual([{ title: 'Composition', content: '100% silk.' }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseAccordions({ value: '[{"title": ' })).toEqual([]);
    expect(parseAccordions({ value: '[{"title": "No content"}]' })).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(parseAccordions(null)).toEqual([]);
  });
});

describe('stock-alert request (spec §7.2 POST /api/stock-alert/post/)', () => {
  const valid = { email: 'lea@example.com', variantId: 'gid://shopify/ProductVariant/12', locale: 'fr-fr' };

  it('accepts an e-mail, a variant id and a locale', () => {
    expect(stockAlertSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['email', { ...valid, email: 'lea@' }, 'error.email'],
    ['email', { ...valid, email: '' }, 'error.emailRequired'],
    ['variantId', { ...valid, variantId: 'gid://shopify/Product/12' }, 'error.pattern'],
    ['locale', { ...valid, locale: 'xx-yy' }, 'error.pattern'],
  ])('refuses a bad %s with its message key', (field, input, key) => {
    const result = stockAlertSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: key });
  });
});

describe('what a campaign block pushes in a market', () => {
  const fragrance = { isGiftCard: false, contentType: { value: 'fragrance' } };
  const fashion = { isGiftCard: false, contentType: { value: 'fashion' } };
  const set = { isGiftCard: false, contentType: { value: 'set' } };

  it('pushes no fragrance or set where the shop sells fashion only (en-us, en-ch)', () => {
    expect(isPushedIn(fragrance, 'en-us')).toBe(false);
    expect(isPushedIn(set, 'en-ch')).toBe(false);
    expect(isPushedIn(fashion, 'en-us')).toBe(true);
    expect(isPushedIn({ isGiftCard: true, contentType: null }, 'en-us')).toBe(true);
  });

  it('pushes everything where the shop sells it, or where the locale sells nothing online (boutiques)', () => {
    expect(isPushedIn(fragrance, 'fr-fr')).toBe(true);
    expect(isPushedIn(fragrance, 'ja-jp')).toBe(true);
    expect(isPushedIn(fragrance, 'en-us', { allShop: 'true' })).toBe(true);
  });
});

describe('quick add on a product card (what there is to choose, in a section the locale sells)', () => {
  interface Variant {
    id: string;
    availableForSale: boolean;
    selectedOptions: { name: string; value: string }[];
  }
  const card = (contentType: string, variants: Variant[], isGiftCard = false) => ({
    isGiftCard,
    contentType: { value: contentType },
    quickAddVariants: { nodes: variants },
  });
  const only: Variant = {
    id: 'gid://shopify/ProductVariant/1',
    availableForSale: true,
    selectedOptions: [{ name: 'Title', value: 'Default Title' }],
  };
  const volume = (value: string, availableForSale = true): Variant => ({
    id: `gid://shopify/ProductVariant/${value}`,
    availableForSale,
    selectedOptions: [{ name: 'Contenance', value }],
  });
  const volumes = [volume('30 ml'), volume('50 ml', false), volume('100 ml')];

  it('offers the only variant where the section sells', () => {
    expect(quickAddOffer(card('set', [only]), 'fr-fr')).toEqual({ option: null, variants: [only] });
    expect(quickAddOffer(card('fashion', [only]), 'en-us')).toEqual({ option: null, variants: [only] });
  });

  it("offers a fragrance's volumes to choose from, the sold-out ones among them (issue 31, defect 12)", () => {
    expect(quickAddOffer(card('fragrance', volumes), 'fr-fr')).toEqual({
      option: 'Contenance',
      variants: volumes,
    });
  });

  it('never where options combine, for a gift card, with nothing for sale, or no selling', () => {
    const colourAndSize = (id: string): Variant => ({
      id,
      availableForSale: true,
      selectedOptions: [
        { name: 'Color', value: 'Black' },
        { name: 'Size', value: id },
      ],
    });
    expect(quickAddOffer(card('fashion', [colourAndSize('S'), colourAndSize('M')]), 'fr-fr')).toBeNull();
    const amounts = [
      { ...volume('50'), selectedOptions: [{ name: 'Amount', value: '50' }] },
      { ...volume('100'), selectedOptions: [{ name: 'Amount', value: '100' }] },
    ];
    expect(quickAddOffer(card('fashion', amounts, true), 'fr-fr')).toBeNull();
    expect(quickAddOffer(card('set', [{ ...only, availableForSale: false }]), 'fr-fr')).toBeNull();
    expect(
      quickAddOffer(card('fragrance', [volume('30 ml', false), volume('50 ml', false)]), 'fr-fr'),
    ).toBeNull();
    expect(quickAddOffer(card('set', [only]), 'en-ww')).toBeNull();
    // spec §4: en-us and en-ch sell fashion only.
    expect(quickAddOffer(card('fragrance', volumes), 'en-us')).toBeNull();
    expect(quickAddOffer(card('unknown', [only]), 'fr-fr')).toBeNull();
  });

  it('follows the settings that switch the shop off or on everywhere (spec §4)', () => {
    expect(quickAddOffer(card('set', [only]), 'fr-fr', { disableShop: 'true' })).toBeNull();
    expect(quickAddOffer(card('set', [only]), 'en-ww', { allShop: 'true' })).toEqual({
      option: null,
      variants: [only],
    });
  });
});
