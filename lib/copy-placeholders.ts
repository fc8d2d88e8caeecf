/**
 * Placeholders editors write in Prismic copy (the announcement texts, the footer strip) so that one
 * text serves every market: `{{free_shipping_threshold}}` becomes '£175' in en-uk and '200€' in fr-fr.
 * The amounts are the shop's, per market (lib/free-delivery.ts), so an editor never writes a price a
 * market does not charge.
 */
import { freeDeliveryThreshold } from './free-delivery';
import { localeConfig, type Locale } from './markets';
import { formatAmount } from './money';

/** Every placeholder an editor may write, and its value in a locale (null where it means nothing). */
const placeholderValues: Record<string, (locale: Locale) => string | null> = {
  // The worldwide locales and ja-jp sell nothing online: no delivery to promise there.
  free_shipping_threshold: (locale) => {
    const threshold = freeDeliveryThreshold(locale);
    return threshold
      ? formatAmount(threshold.amount, threshold.currencyCode, localeConfig(locale).intl)
      : null;
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
