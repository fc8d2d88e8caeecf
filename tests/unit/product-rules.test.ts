import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  metafieldBoolean,
  metafieldPositiveInteger,
  parseAccordions,
  productKindOf,
  quickAddVariantId,
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

describe('quick add on a product card (one variant for sale, in a section the locale sells)', () => {
  const card = (contentType: string, variants: { id: string; availableForSale: boolean }[]) => ({
    isGiftCard: false,
    contentType: { value: contentType },
    quickAddVariants: { nodes: variants },
  });
  const only = { id: 'gid://shopify/ProductVariant/1', availableForSale: true };

  it('offers the only variant where the section sells', () => {
    expect(quickAddVariantId(card('set', [only]), 'fr-fr')).toBe(only.id);
    expect(quickAddVariantId(card('fashion', [only]), 'en-us')).toBe(only.id);
  });

  it('never where there is a choice to make, nothing for sale, or no selling', () => {
    expect(quickAddVariantId(card('fragrance', [only, { ...only, id: 'x' }]), 'fr-fr')).toBeNull();
    expect(quickAddVariantId(card('set', [{ ...only, availableForSale: false }]), 'fr-fr')).toBeNull();
    expect(quickAddVariantId(card('set', [only]), 'en-ww')).toBeNull();
    // spec §4: en-us and en-ch sell fashion only.
    expect(quickAddVariantId(card('fragrance', [only]), 'en-us')).toBeNull();
    expect(quickAddVariantId(card('unknown', [only]), 'fr-fr')).toBeNull();
  });

  it('follows the settings that switch the shop off or on everywhere (spec §4)', () => {
    expect(quickAddVariantId(card('set', [only]), 'fr-fr', { disableShop: 'true' })).toBeNull();
    expect(quickAddVariantId(card('set', [only]), 'en-ww', { allShop: 'true' })).toBe(only.id);
  });
});
