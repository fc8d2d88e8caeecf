/**
 * Placeholders editors write in Prismic copy (the announcement texts, the footer strip) so that one
 * text serves every market: `{{free_shipping_threshold}}` becomes '£175' in en-uk and '200€' in fr-fr.
 * The amounts are the shop's, per market, so an editor never writes a price a market does not charge.
 */
import { localeConfig, type Locale, type MarketId } from './markets';
import { formatAmount } from './money';

/**
 * Complimentary delivery from this order amount, in each market's currency: a round amount of that
 * currency, as the price lists are (backends/seed/prices.ts), not a conversion to the cent.
 */
const freeShippingThresholds: Record<MarketId, number> = {
  FRANCE: 200,
  EU: 200,
  ES: 200,
  CH: 210,
  UK: 175,
  US: 230,
};

/** Every placeholder an editor may write, and its value in a locale (null where it means nothing). */
const placeholderValues: Record<string, (locale: Locale) => string | null> = {
  // The worldwide locales and ja-jp sell nothing online: no delivery to promise there.
  free_shipping_threshold: (locale) => {
    const { market, currency, intl } = localeConfig(locale);
    return market ? formatAmount(freeShippingThresholds[market], currency, intl) : null;
  },
};

export const copyPlaceholderNames = Object.keys(placeholderValues);

const placeholderPattern = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholder names a text uses, known or not. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1]!);
}

/**
 * The text with its placeholders replaced by the locale's values, or null when one has no value there
 * (an unknown name, or a promise the market cannot keep): the caller leaves that text out rather
 * than show braces or a false amount.
 */
export function resolveCopy(text: string, locale: Locale): string | null {
  const values = placeholdersOf(text).map((name) => placeholderValues[name]?.(locale) ?? null);
  if (values.includes(null)) return null;
  let index = 0;
  return text.replace(placeholderPattern, () => values[index++]!);
}
