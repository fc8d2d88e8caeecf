import { describe, expect, it } from 'vitest';
import {
  discountAmount,
  discountPercent,
  formatAmount,
  formatDiscountPercent,
  formatPrice,
  parseDecimal,
  perUnit,
  toDecimalString,
  toMinorUnits,
} from '../../lib/money';

describe('parsing a Storefront Decimal', () => {
  it('reads plain decimal strings', () => {
    expect(parseDecimal('129.0')).toBe(129);
    expect(parseDecimal('0.5')).toBe(0.5);
    expect(parseDecimal('-3.25')).toBe(-3.25);
    expect(parseDecimal(' 12 ')).toBe(12);
    expect(parseDecimal(4.5)).toBe(4.5);
  });

  it('refuses anything else instead of guessing', () => {
    for (const bad of [
      '',
      'abc',
      '1,5',
      '1e3',
      '12.',
      '.5',
      'NaN',
      null,
      undefined,
      {},
      Number.NaN,
      Infinity,
    ]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });

  it('converts to integer minor units without float errors', () => {
    expect(toMinorUnits('129.0')).toBe(12900);
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(toMinorUnits('1.005')).toBe(101);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits('-2.5')).toBe(-250);
    expect(toMinorUnits('-0.001')).toBe(0);
    expect(toMinorUnits('x')).toBeNull();
  });

  it('writes minor units back as a Decimal string', () => {
    expect(toDecimalString(3910)).toBe('39.10');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-250)).toBe('-2.50');
  });
});

describe('spec §3 Variant: discount percent = (1 - price/compareAtPrice) * 100, to two decimals', () => {
  it('computes the percentage', () => {
    expect(discountPercent('70.0', '100.0')).toBe(30);
    expect(discountPercent('33.33', '100.0')).toBe(66.67);
    expect(discountPercent('200.0', '300.0')).toBe(33.33);
    expect(discountPercent('100.0', '300.0')).toBe(66.67);
    expect(discountPercent('0.7', '1.0')).toBe(30);
    expect(discountPercent({ amount: '89.9' }, { amount: '129.0' })).toBe(30.31);
    expect(discountPercent(0.7, 1)).toBe(30);
  });

  it('is null with no compare-at price, or one not above the price', () => {
    expect(discountPercent('70.0', null)).toBeNull();
    expect(discountPercent('70.0', undefined)).toBeNull();
    expect(discountPercent('70.0', '70.0')).toBeNull();
    expect(discountPercent('70.0', '50.0')).toBeNull();
  });
});

describe("spec §3 discount percent, two decimals, in the language's notation (issue 31)", () => {
  it('writes the same two-decimal figure in each language as that language writes a percent', () => {
    const percent = discountPercent('690.0', '860.0');
    expect(percent).toBe(19.77);
    expect(formatDiscountPercent(percent ?? 0, 'fr-FR')).toBe('-19,77\u00a0%');
    expect(formatDiscountPercent(percent ?? 0, 'es-ES')).toBe('-19,77\u00a0%');
    expect(formatDiscountPercent(percent ?? 0, 'ja-JP')).toBe('-19.77%');
    expect(formatDiscountPercent(percent ?? 0, 'en-GB')).toBe('-19.77%');
  });

  it('drops the decimals of a whole figure', () => {
    expect(formatDiscountPercent(20, 'en-GB')).toBe('-20%');
    expect(formatDiscountPercent(30.5, 'fr-FR')).toBe('-30,5\u00a0%');
  });
});

describe('spec §3 Variant: discount amount = compareAtPrice - price', () => {
  const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

  it('subtracts without float errors, in the price currency', () => {
    expect(discountAmount(eur('0.2'), eur('0.3'))).toEqual(eur('0.10'));
    expect(discountAmount(eur('0.1'), eur('0.3'))).toEqual(eur('0.20'));
    expect(discountAmount(eur('89.9'), eur('129.0'))).toEqual(eur('39.10'));
    expect(discountAmount(eur('0.99'), eur('1000.0'))).toEqual(eur('999.01'));
  });

  it('is null when there is no markdown, or the currencies differ', () => {
    expect(discountAmount(eur('10.0'), null)).toBeNull();
    expect(discountAmount(eur('10.0'), eur('10.0'))).toBeNull();
    expect(discountAmount(eur('10.0'), { amount: '20.0', currencyCode: 'USD' })).toBeNull();
  });
});

describe('analytics unit price: line total / quantity', () => {
  it('divides in cents', () => {
    expect(perUnit('30.0', 3)).toBe(10);
    expect(perUnit('10.0', 3)).toBe(3.33);
    expect(perUnit('0.3', 2)).toBe(0.15);
  });

  it('is null for a quantity that cannot divide', () => {
    expect(perUnit('10.0', 0)).toBeNull();
    expect(perUnit('10.0', 1.5)).toBeNull();
  });
});

describe('spec §9 price formatting: 0 to 2 decimals with grouping, spaces removed', () => {
  it('formats for an Intl locale and currency', () => {
    expect(formatAmount('1234.5', 'EUR', 'fr-FR')).toBe('1234,50€');
    expect(formatAmount('1234567.891', 'EUR', 'fr-FR')).toBe('1234567,89€');
    expect(formatAmount('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatAmount('1234.56', 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatAmount('129.0', 'EUR', 'en-IE')).toBe('€129');
  });

  it('removes every kind of space Intl inserts', () => {
    for (const [intl, currency] of [
      ['fr-FR', 'EUR'],
      ['en-CH', 'CHF'],
      ['es-ES', 'EUR'],
      ['es-419', 'USD'],
    ] as const) {
      expect(formatAmount('12345.67', currency, intl)).not.toMatch(/\s/);
    }
    expect(formatAmount('12', 'CHF', 'en-CH')).toBe('CHF12');
  });

  it('never shows more than 2 decimals, and none for whole amounts', () => {
    expect(formatAmount('19.999', 'USD', 'en-US')).toBe('$20');
    expect(formatAmount('19.0', 'USD', 'en-US')).toBe('$19');
  });

  it('shows two decimals whenever there are decimals, so neighbouring prices read alike', () => {
    // A fragrance priced 706.5 beside one priced 690 showed '706,5€' beside '690€'.
    expect(formatAmount('706.5', 'EUR', 'fr-FR')).toBe('706,50€');
    expect(formatAmount('690.0', 'EUR', 'fr-FR')).toBe('690€');
    expect(formatAmount('0.5', 'USD', 'en-US')).toBe('$0.50');
    expect(formatAmount(12.05, 'GBP', 'en-GB')).toBe('£12.05');
    expect(formatAmount('19.995', 'USD', 'en-US')).toBe('$20');
  });

  it("uses the currency's symbol in the locale's format, never its ISO code", () => {
    // es-ww (Intl es-419) sells in USD: the default 'symbol' display wrote 'USD795'.
    expect(formatPrice({ amount: '795.0', currencyCode: 'USD' }, 'es-ww')).toBe('$795');
    expect(formatPrice({ amount: '1234.5', currencyCode: 'USD' }, 'es-ww')).toBe('$1,234.50');
    expect(formatPrice({ amount: '795.0', currencyCode: 'USD' }, 'ja-jp')).toBe('$795');
    expect(formatPrice({ amount: '795.0', currencyCode: 'USD' }, 'en-ww')).toBe('$795');
    expect(formatAmount('795.0', 'USD', 'es-419')).not.toMatch(/USD/);
  });

  it("formats a MoneyV2 with the locale's intl format", () => {
    expect(formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'fr-fr')).toBe('1234,50€');
    expect(formatPrice({ amount: '1234.5', currencyCode: 'GBP' }, 'en-uk')).toBe('£1,234.50');
    // Spanish groups 4-digit amounts only when grouping is forced, as the spec's "with grouping" asks.
    expect(formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'es-eu')).toBe('1.234,50€');
  });

  it('gives an empty string when there is nothing to show', () => {
    expect(formatPrice(null, 'fr-fr')).toBe('');
    expect(formatAmount('n/a', 'EUR', 'fr-FR')).toBe('');
  });
});
