import type { CurrencyCode } from '../markets';

/**
 * Retail price lists are set per market from the euro price, as a maison does: a converted amount
 * rounded to a price a shop would print, not a bank rate to the cent.
 */
const fromEur: Record<CurrencyCode, number> = { EUR: 1, CHF: 1.05, USD: 1.15, GBP: 0.87 };

export const currencies = Object.keys(fromEur) as CurrencyCode[];

/** Minor units of a retail price: multiples of 5 from 100, whole units from 20, else halves. */
function retail(amount: number): number {
  if (amount >= 100) return Math.round(amount / 5) * 500;
  if (amount >= 20) return Math.round(amount) * 100;
  return Math.round(amount * 2) * 50;
}

export function priceIn(currency: CurrencyCode, eur: number): number {
  return retail(eur * fromEur[currency]);
}
