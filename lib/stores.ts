/** Store finder rules: search by city (in any of the shop's languages) or country, and "near me". */

export interface Store {
  id: string;
  name: string;
  address: string;
  city: string;
  /** The city's names in the shop's languages (Tokyo, Tokio, 東京), as the editors give them. */
  cityNames: string[];
  zip: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  phone: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  openingHours: string;
  services: string;
  /** The ranges the boutique stocks: where-to-buy lists it on the product pages of these (lib/where-to-buy). */
  stocks: { fashion: boolean; fragrance: boolean };
}

/**
 * The line of an address with the town and its postcode, in the order the boutique's country writes it:
 * "75007 Paris", but "New York, NY 10021" in the United States and "London W1U 5HE" in the United Kingdom.
 */
function townLine({ city, zip, countryCode }: Pick<Store, 'city' | 'zip' | 'countryCode'>): string {
  if (countryCode === 'US' && city && zip) return `${city}, ${zip}`;
  const parts = countryCode === 'GB' ? [city, zip] : [zip, city];
  return parts.filter(Boolean).join(' ');
}

/** Kanji, hiragana or katakana: an address an editor wrote in Japanese. */
const japaneseScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A boutique's address in two lines, in the order its script reads. Written in Japanese, an address
 * goes from the largest place to the smallest: the postcode after 〒, then the city and the street in
 * one run ("〒107-0062", "東京都港区南青山5-3-10"). Otherwise the street, then the town line.
 */
export function addressLines(
  store: Pick<Store, 'address' | 'city' | 'zip' | 'countryCode'>,
): [string, string] {
  if (store.countryCode === 'JP' && japaneseScript.test(store.address + store.city))
    return [store.zip ? `〒${store.zip}` : '', `${store.city}${store.address}`];
  return [store.address, townLine(store)];
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in km. */
const earthRadiusKm = 6371.0088;

/** Great-circle distance in km between two points (haversine formula). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Stores nearest first, each with its distance; stores without coordinates come last, unmeasured. */
export function sortByDistance<T extends Store>(stores: T[], origin: Coordinates) {
  const measured = stores.map((store) => ({
    store,
    distanceKm:
      store.latitude === null || store.longitude === null
        ? null
        : distanceKm(origin, { latitude: store.latitude, longitude: store.longitude }),
  }));
  return measured.sort((a, b) => {
    if (a.distanceKm === null) return b.distanceKm === null ? 0 : 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  });
}

/**
 * The names an editor lists in one field: separated by commas (or the Japanese 、) or semicolons,
 * blanks dropped.
 */
export function cityNamesOf(field: string | null | undefined): string[] {
  return (field ?? '')
    .split(/[,、;]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Lower case without accents or full-width forms, so "geneve" finds Genève and ＴＯＫＹＯ Tokyo. */
function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Stores whose city (its name in any of the shop's languages), country code or country name (in the
 * shopper's language) contains the query. A shopper types the city as their language writes it
 * ("Tokio", 東京), whatever the page's language. An empty query keeps every store.
 */
export function filterStores<T extends Store>(
  stores: T[],
  query: string,
  countryName: (countryCode: string) => string,
): T[] {
  const needle = foldText(query);
  if (!needle) return stores;
  return stores.filter((store) =>
    [store.city, ...store.cityNames, store.countryCode, countryName(store.countryCode)].some((value) =>
      foldText(value).includes(needle),
    ),
  );
}
