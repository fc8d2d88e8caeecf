import 'server-only';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { cityNamesOf, type Store } from '@/lib/stores';
import { getSingleDocument } from '../prismic/documents';

export function getStoreLocator(locale: Locale) {
  return getSingleDocument<Content.StoreLocatorDocument>(locale, 'store_locator');
}

/** A city's name in Latin letters among those the editor gave (Tokyo for 東京), else its own. */
function latinCityName(city: string, cityNames: readonly string[]): string {
  return [city, ...cityNames].find((name) => /^[\p{Script=Latin}\p{M}\s'.-]+$/u.test(name)) ?? city;
}

/**
 * The stores of the store_locator document. A store's id is stable across languages (its country,
 * city in Latin letters and name), so a tracking event names the same store in every locale, a
 * Japanese page's 東京 included.
 */
export function storesOf(document: Content.StoreLocatorDocument): Store[] {
  return document.data.stores
    .filter((item) => item.name && item.city && item.country_code)
    .map((item) => ({
      id: [item.country_code, latinCityName(item.city!, cityNamesOf(item.city_names)), item.name]
        .map((part) =>
          (part ?? '')
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase(),
        )
        .join('-')
        .replace(/[^a-z0-9]+/g, '-'),
      name: item.name!,
      address: item.address ?? '',
      city: item.city!,
      cityNames: cityNamesOf(item.city_names),
      zip: item.zip ?? '',
      countryCode: item.country_code!.toUpperCase(),
      phone: item.phone ?? '',
      email: item.email ?? '',
      latitude: typeof item.latitude === 'number' ? item.latitude : null,
      longitude: typeof item.longitude === 'number' ? item.longitude : null,
      openingHours: item.opening_hours ?? '',
      services: item.services ?? '',
      // A Prismic boolean is never empty; the model's default (true) stands in for a store saved before it.
      stocks: { fashion: item.fashion ?? true, fragrance: item.fragrance ?? true },
    }));
}
