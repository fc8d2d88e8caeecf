import { describe, expect, it } from 'vitest';
import { isSellingEnabled, shopFlagsAllow, shopSectionOf, shopSections } from '../../lib/selling';
import type { Locale } from '../../lib/markets';

describe('spec §4 Selling enabled per locale', () => {
  it('is off if no locale is given', () => {
    expect(isSellingEnabled({})).toBe(false);
    expect(isSellingEnabled({ locale: '' })).toBe(false);
    expect(isSellingEnabled({ locale: null, settings: { allShop: 'true' } })).toBe(false);
  });

  it("is off if the global disable setting is 'true', even with the all-shop setting on", () => {
    expect(isSellingEnabled({ locale: 'fr-fr', settings: { disableShop: 'true' } })).toBe(false);
    expect(isSellingEnabled({ locale: 'fr-fr', settings: { disableShop: 'true', allShop: 'true' } })).toBe(
      false,
    );
  });

  it("only the string 'true' counts for the settings", () => {
    expect(isSellingEnabled({ locale: 'fr-fr', settings: { disableShop: 'false' } })).toBe(true);
    expect(isSellingEnabled({ locale: 'en-ww', settings: { allShop: 'TRUE' } })).toBe(false);
  });

  it("is on if the global all-shop setting is 'true', even for a locale without selling", () => {
    expect(isSellingEnabled({ locale: 'en-ww', settings: { allShop: 'true' } })).toBe(true);
    expect(
      isSellingEnabled({ locale: 'en-us', section: 'product_page_fragrance', settings: { allShop: 'true' } }),
    ).toBe(true);
  });

  it('otherwise follows the locale shop flag: false means off', () => {
    expect(isSellingEnabled({ locale: 'en-ww' })).toBe(false);
    expect(isSellingEnabled({ locale: 'en-ww', section: 'product_page_fashion' })).toBe(false);
    expect(shopFlagsAllow(false, 'product_page_sets')).toBe(false);
  });

  it('with a section map and no section given, any true value enables it', () => {
    expect(shopFlagsAllow({ product_page_fragrance: false, product_page_sets: true })).toBe(true);
    expect(shopFlagsAllow({ product_page_fragrance: false, product_page_fashion: false })).toBe(false);
    expect(shopFlagsAllow({})).toBe(false);
  });

  it('with a section given, a missing entry counts as on, else that entry decides', () => {
    expect(shopFlagsAllow({ product_page_fashion: false }, 'product_page_sets')).toBe(true);
    expect(shopFlagsAllow({ product_page_fashion: false }, 'product_page_fashion')).toBe(false);
    expect(shopFlagsAllow({ product_page_fashion: true }, 'product_page_fashion')).toBe(true);
  });

  it('a string that is no locale sells nothing', () => {
    expect(isSellingEnabled({ locale: 'xx-yy' })).toBe(false);
  });
});

describe('spec §3 Locale configuration: selling sections', () => {
  const table: [Locale, string[]][] = [
    ['en-eu', ['product_page_fragrance', 'product_page_fashion', 'product_page_sets']],
    ['en-ch', ['product_page_fashion']],
    ['en-ww', []],
    ['es-ww', []],
    ['fr-fr', ['product_page_fragrance', 'product_page_fashion', 'product_page_sets']],
    ['ja-jp', []],
    ['en-us', ['product_page_fashion']],
    ['en-uk', ['product_page_fragrance', 'product_page_fashion', 'product_page_sets']],
    ['es-eu', ['product_page_fragrance', 'product_page_fashion', 'product_page_sets']],
  ];

  it.each(table)('%s sells %j', (locale, selling) => {
    for (const section of shopSections) {
      expect(isSellingEnabled({ locale, section })).toBe(selling.includes(section));
    }
    expect(isSellingEnabled({ locale })).toBe(selling.length > 0);
  });
});

describe('shop section of a product kind', () => {
  it('maps fashion, fragrance and set to their product page sections', () => {
    expect(shopSectionOf('fashion')).toBe('product_page_fashion');
    expect(shopSectionOf('fragrance')).toBe('product_page_fragrance');
    expect(shopSectionOf('set')).toBe('product_page_sets');
  });

  it('sells a gift card wherever any section is on', () => {
    const section = shopSectionOf('gift_card');
    expect(section).toBeUndefined();
    expect(isSellingEnabled({ locale: 'en-us', section })).toBe(true);
    expect(isSellingEnabled({ locale: 'ja-jp', section })).toBe(false);
  });
});
