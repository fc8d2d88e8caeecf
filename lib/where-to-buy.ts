import type { ProductContentKind } from './selling';
import type { Store } from './stores';

/**
 * spec §1 "Locales without selling show the store locator instead": on a product page, the boutiques of
 * the shopper's market that stock the product's range. Sets are fragrance sets; a gift card is honoured
 * in every boutique.
 */
export function boutiquesStocking<T extends Store>(
  stores: readonly T[],
  marketCountries: readonly string[],
  kind: ProductContentKind,
): T[] {
  return stores.filter(
    (store) =>
      marketCountries.includes(store.countryCode) &&
      (kind === 'gift_card' || (kind === 'fashion' ? store.stocks.fashion : store.stocks.fragrance)),
  );
}
