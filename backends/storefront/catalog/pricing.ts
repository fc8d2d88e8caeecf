import type { CurrencyCode } from '../../markets';
import { money } from '../money';

/** A product's variant price span in one currency, minor units. */
export interface PriceRange {
  min: number;
  max: number;
  compareAtMin: number;
  compareAtMax: number;
}

export function moneyRange(min: number, max: number, currency: CurrencyCode) {
  return { minVariantPrice: money(min, currency), maxVariantPrice: money(max, currency) };
}
