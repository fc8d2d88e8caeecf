/**
 * Complimentary delivery from an order amount, per market, in the market's currency: a round amount
 * of that currency, as the price lists are (backends/seed/prices.ts), not a conversion to the cent.
 * The announcement copy quotes it (lib/copy-placeholders.ts) and the cart counts down to it.
 */
import { localeConfig, type Locale, type MarketId } from './markets';
import { toDecimalString, toMinorUnits, type Money } from './money';

const freeDeliveryThresholds: Record<MarketId, number> = {
  FRANCE: 200,
  EU: 200,
  ES: 200,
  CH: 210,
  UK: 175,
  US: 230,
};

/** The locale's threshold and currency, or null where nothing is sold online (en-ww, es-ww, ja-jp). */
export function freeDeliveryThreshold(locale: Locale): Money | null {
  const { market, currency } = localeConfig(locale);
  return market
    ? { amount: String(freeDeliveryThresholds[market]), currencyCode: currency.toUpperCase() }
    : null;
}

export type FreeDeliveryProgress =
  { reached: true } | { reached: false; remaining: Money; /** 0 to 1, for the bar. */ share: number };

/**
 * How far a cart subtotal is from complimentary delivery; null when the market has none or the
 * amounts are in different currencies (a cart read before a market change), so nothing false is said.
 */
export function freeDeliveryProgress(subtotal: Money, threshold: Money | null): FreeDeliveryProgress | null {
  if (!threshold || subtotal.currencyCode.toUpperCase() !== threshold.currencyCode.toUpperCase()) return null;
  const have = toMinorUnits(subtotal.amount);
  const need = toMinorUnits(threshold.amount);
  if (have === null || need === null || need <= 0) return null;
  if (have >= need) return { reached: true };
  return {
    reached: false,
    remaining: { amount: toDecimalString(need - have), currencyCode: subtotal.currencyCode },
    share: Math.max(0, have) / need,
  };
}
