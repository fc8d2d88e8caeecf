/**
 * The shop's Markets settings, as a Shopify admin holds them (Settings › Markets and Languages): which
 * countries each market sells to, in which currency, with which published languages and under which
 * URL subfolder. The local backends read only this; the app keeps its own table (lib/markets.ts), and
 * an integration test checks that the two agree, as it would against a real shop.
 */

export type CurrencyCode = 'EUR' | 'CHF' | 'USD' | 'GBP';
/** Storefront `LanguageCode` values the shop publishes. */
export type LanguageCode = 'EN' | 'FR' | 'ES' | 'JA';
/** The same languages as the hosted checkout names them (`?locale=fr`). */
export type Language = Lowercase<LanguageCode>;

export interface Market {
  handle: string;
  name: string;
  countries: readonly string[];
  currency: CurrencyCode;
  /** Published languages, the default first. */
  languages: readonly LanguageCode[];
  /** The shop's URL subfolder per language for this market's buyers (Shopify's web presence root URLs). */
  subfolders: Partial<Record<LanguageCode, string>>;
}

const europe = [
  'DE',
  'AT',
  'BG',
  'CY',
  'HR',
  'DK',
  'EE',
  'FI',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'MC',
  'NO',
  'NL',
  'PL',
  'PT',
  'CZ',
  'RO',
  'SK',
  'SI',
  'SE',
];

/** In the order the shop created them: a market's id is its position here. */
export const markets: readonly Market[] = [
  {
    handle: 'ch',
    name: 'Switzerland',
    countries: ['CH'],
    currency: 'CHF',
    languages: ['EN'],
    subfolders: { EN: 'en-ch' },
  },
  {
    handle: 'es',
    name: 'Spain',
    countries: ['ES'],
    currency: 'EUR',
    languages: ['ES'],
    subfolders: { ES: 'es-eu' },
  },
  {
    handle: 'eu',
    name: 'Europe',
    countries: europe,
    currency: 'EUR',
    languages: ['EN'],
    subfolders: { EN: 'en-eu' },
  },
  {
    handle: 'france',
    name: 'France',
    countries: ['FR', 'BE'],
    currency: 'EUR',
    languages: ['FR'],
    subfolders: { FR: 'fr-fr' },
  },
  {
    handle: 'uk',
    name: 'United Kingdom',
    countries: ['GB'],
    currency: 'GBP',
    languages: ['EN'],
    subfolders: { EN: 'en-uk' },
  },
  {
    handle: 'us',
    name: 'United States',
    countries: ['US'],
    currency: 'USD',
    languages: ['EN', 'ES'],
    subfolders: { EN: 'en-us', ES: 'es-ww' },
  },
  {
    handle: 'japan',
    name: 'Japan',
    countries: ['JP'],
    currency: 'USD',
    languages: ['JA'],
    subfolders: { JA: 'ja-jp' },
  },
];

/** The primary market: Shopify prices a country no market includes as it does this one's. */
export const primaryMarket: Market = markets.find((market) => market.handle === 'us')!;
const primaryLanguage: LanguageCode = 'EN';

/** Subfolders shown to any country in a language its market does not publish; the first is the root. */
export const worldwideSubfolders: Partial<Record<LanguageCode, string>> = { EN: 'en-ww', ES: 'es-ww' };
/** The subfolder the shop serves at its root URL. */
export const rootSubfolder = 'en-ww';

export function marketOfCountry(countryCode: string): Market | null {
  const code = countryCode.toUpperCase();
  return markets.find((market) => market.countries.includes(code)) ?? null;
}

/** Currency of a country: its market's, else the primary market's. */
export function currencyOfCountry(countryCode: string): CurrencyCode {
  return (marketOfCountry(countryCode) ?? primaryMarket).currency;
}

/** Languages offered to a country: its market's, else the primary language alone. */
export function languagesOfCountry(countryCode: string): readonly LanguageCode[] {
  return marketOfCountry(countryCode)?.languages ?? [primaryLanguage];
}

/** Every country some market sells to. */
export const shippingCountries: readonly string[] = [
  ...new Set(markets.flatMap((market) => market.countries)),
];
