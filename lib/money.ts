/**
 * Money rules of spec §3 "Variant" and §9 "Price formatting".
 * Arithmetic runs on integer minor units: every currency the shop sells in (lib/markets) has two
 * decimals, and integers keep 0.1 + 0.2 style float errors out of prices and discounts.
 */
import { localeConfig, type Locale } from './markets';

/** A Storefront `Decimal` (a string such as "129.0") or an already parsed number. */
export type DecimalInput = string | number;

export interface Money {
  amount: string;
  currencyCode: string;
}

/** An amount alone, or anything that carries one (a MoneyV2). */
export type MoneyInput = DecimalInput | { amount: string };

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** The number a Storefront Decimal string holds, or null for anything that is not a plain decimal. */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !decimalPattern.test(value.trim())) return null;
  return Number(value.trim());
}

/** Integer minor units (cents), rounded half away from zero from the decimal digits themselves. */
export function toMinorUnits(value: DecimalInput): number | null {
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const magnitude = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** The shortest decimal that reads back as the number (0.1 + 0.2 -> '0.30000000000000004'), never exponents. */
function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return text.includes('e') ? value.toFixed(3) : text;
}

export function fromMinorUnits(minorUnits: number): number {
  return minorUnits / 100;
}

/** The price of one unit of a line total, rounded to the cent. */
export function perUnit(total: DecimalInput, quantity: number): number | null {
  const minor = toMinorUnits(total);
  if (minor === null || !Number.isInteger(quantity) || quantity <= 0) return null;
  return fromMinorUnits(Math.round(minor / quantity));
}

function amountOf(input: MoneyInput): DecimalInput {
  return typeof input === 'object' ? input.amount : input;
}

/** A Decimal string of minor units, built from the integers so no float rounding shows: 3910 -> '39.10'. */
export function toDecimalString(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const magnitude = Math.abs(minorUnits);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** compareAt and price in cents when compareAt is a real markdown (above the price), else null. */
function markdown(price: MoneyInput, compareAt: MoneyInput | null | undefined) {
  if (compareAt === null || compareAt === undefined) return null;
  const priceMinor = toMinorUnits(amountOf(price));
  const compareMinor = toMinorUnits(amountOf(compareAt));
  if (priceMinor === null || compareMinor === null || compareMinor <= priceMinor) return null;
  return { priceMinor, compareMinor };
}

/** Spec: (1 - price / compareAtPrice) * 100, to two decimals; null when there is no markdown. */
export function discountPercent(price: MoneyInput, compareAt: MoneyInput | null | undefined): number | null {
  const m = markdown(price, compareAt);
  if (!m) return null;
  return Math.round(((m.compareMinor - m.priceMinor) * 10_000) / m.compareMinor) / 100;
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A discount percent (spec §3: two decimals) in the language's own percent notation: 19.77 reads
 * '-19,77 %' in fr-FR and '-19.77%' in en-GB, and a whole figure drops its decimals ('-20%'). The
 * figure itself differs between markets when their prices do (690 € against 860 €, £600 against £750).
 */
export function formatDiscountPercent(percent: number, intlLocale: string): string {
  let formatter = percentFormatters.get(intlLocale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormatters.set(intlLocale, formatter);
  }
  return formatter.format(-percent / 100);
}

/** Spec: compareAtPrice - price, in the price's currency; null when there is no markdown. */
export function discountAmount(price: Money, compareAt: Money | null | undefined): Money | null {
  if (compareAt && compareAt.currencyCode !== price.currencyCode) return null;
  const m = markdown(price, compareAt);
  return m
    ? { amount: toDecimalString(m.compareMinor - m.priceMinor), currencyCode: price.currencyCode }
    : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(intlLocale: string, currencyCode: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${intlLocale}|${currencyCode}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: currencyCode,
      // The symbol shoppers read in that locale ('$', '€'), never the ISO code some locales pick
      // for a foreign currency (es-419 writes 'USD 795' with the default 'symbol' display).
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Spec §9: 0 to 2 decimals with grouping, spaces removed (including the no-break and narrow
 * no-break spaces Intl puts around symbols and between groups). A whole amount shows no decimals,
 * any other amount shows two, so prices side by side read alike: fr-FR 690 EUR -> '690€',
 * 706.5 EUR -> '706,50€'. The amount is rounded to the cent first, so 19.999 is a whole '$20'.
 */
export function formatAmount(amount: DecimalInput, currencyCode: string, intlLocale: string): string {
  const minor = parseDecimal(amount) === null ? null : toMinorUnits(amount);
  if (minor === null) return '';
  const decimals = minor % 100 === 0 ? 0 : 2;
  return currencyFormatter(intlLocale, currencyCode, decimals)
    .format(fromMinorUnits(minor))
    .replace(/\s/g, '');
}

/** A MoneyV2 in the locale's number format; '' when there is nothing to show. */
export function formatPrice(money: Money | null | undefined, locale: Locale): string {
  return money ? formatAmount(money.amount, money.currencyCode, localeConfig(locale).intl) : '';
}
