/**
 * Locale and market tables of spec §3 "Locale configuration", as typed data.
 * Pure and isomorphic: the app, the tests and the local backends all read these.
 */

export const locales = [
  'en-ww',
  'en-eu',
  'en-ch',
  'es-ww',
  'fr-fr',
  'ja-jp',
  'en-us',
  'en-uk',
  'es-eu',
] as const;

export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-ww';

export type Language = 'en' | 'fr' | 'es' | 'ja';
export type CurrencyCode = 'EUR' | 'CHF' | 'USD' | 'GBP';
export type ShopSection = 'product_page_fragrance' | 'product_page_fashion' | 'product_page_sets';
export type ShopFlags = false | Partial<Record<ShopSection, boolean>>;
export type MarketId = 'CH' | 'ES' | 'EU' | 'FRANCE' | 'UK' | 'US';

const euCountries = [
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
] as const;

/** Market country groups of spec §3. */
const marketCountries: Record<MarketId, readonly string[]> = {
  CH: ['CH'],
  ES: ['ES'],
  EU: euCountries,
  FRANCE: ['FR', 'BE'],
  UK: ['GB'],
  US: ['US'],
};

const marketCurrency: Record<MarketId, CurrencyCode> = {
  CH: 'CHF',
  ES: 'EUR',
  EU: 'EUR',
  FRANCE: 'EUR',
  UK: 'GBP',
  US: 'USD',
};

/** Currency of a country outside every market group ("rest of the world"). */
const restOfWorldCurrency: CurrencyCode = 'USD';

export interface LocaleConfig {
  code: Locale;
  name: string;
  language: Language;
  /** Prismic document language: one per language, shared by the locales that speak it. */
  cmsLang: string;
  /** Intl formatting locale. */
  intl: string;
  currency: CurrencyCode;
  /** Market whose countries the locale serves; null for the worldwide locales. */
  market: MarketId | null;
  /** Countries the locale ships to, in the order the country picker lists them. */
  countries: readonly string[];
  /**
   * Country sent to the Storefront API's @inContext. For a worldwide locale it is a country of the
   * market whose currency the locale shows (spec: en-ww, es-ww and ja-jp show usd).
   */
  contextCountry: string;
  klarna: boolean;
  shop: ShopFlags;
  parcelCountryCode?: string;
}

const allSections = {
  product_page_fragrance: true,
  product_page_fashion: true,
  product_page_sets: true,
} as const;
const fashionOnly = {
  product_page_fragrance: false,
  product_page_fashion: true,
  product_page_sets: false,
} as const;

export const localeConfigs: Record<Locale, LocaleConfig> = {
  'en-ww': {
    code: 'en-ww',
    name: 'International (English)',
    language: 'en',
    cmsLang: 'en-us',
    intl: 'en-US',
    currency: 'USD',
    market: null,
    countries: [],
    contextCountry: 'US',
    klarna: false,
    shop: false,
  },
  'en-eu': {
    code: 'en-eu',
    name: 'Europe (English)',
    language: 'en',
    cmsLang: 'en-us',
    intl: 'en-IE',
    currency: 'EUR',
    market: 'EU',
    countries: euCountries,
    contextCountry: 'DE',
    klarna: true,
    shop: allSections,
  },
  'en-ch': {
    code: 'en-ch',
    name: 'Switzerland (English)',
    language: 'en',
    cmsLang: 'en-us',
    intl: 'en-CH',
    currency: 'CHF',
    market: 'CH',
    countries: ['CH'],
    contextCountry: 'CH',
    klarna: false,
    shop: fashionOnly,
    parcelCountryCode: 'CH',
  },
  'es-ww': {
    code: 'es-ww',
    name: 'Internacional (Español)',
    language: 'es',
    cmsLang: 'es-es',
    intl: 'es-419',
    currency: 'USD',
    market: null,
    countries: [],
    contextCountry: 'US',
    klarna: false,
    shop: false,
  },
  'fr-fr': {
    code: 'fr-fr',
    name: 'France (Français)',
    language: 'fr',
    cmsLang: 'fr-fr',
    intl: 'fr-FR',
    currency: 'EUR',
    market: 'FRANCE',
    countries: ['FR', 'BE'],
    contextCountry: 'FR',
    klarna: true,
    shop: allSections,
    parcelCountryCode: 'FR',
  },
  'ja-jp': {
    code: 'ja-jp',
    name: '日本 (日本語)',
    language: 'ja',
    cmsLang: 'ja-jp',
    intl: 'ja-JP',
    currency: 'USD',
    market: null,
    countries: ['JP'],
    contextCountry: 'JP',
    klarna: false,
    shop: false,
  },
  'en-us': {
    code: 'en-us',
    name: 'United States (English)',
    language: 'en',
    cmsLang: 'en-us',
    intl: 'en-US',
    currency: 'USD',
    market: 'US',
    countries: ['US'],
    contextCountry: 'US',
    klarna: false,
    shop: fashionOnly,
    parcelCountryCode: 'US',
  },
  'en-uk': {
    code: 'en-uk',
    name: 'United Kingdom (English)',
    language: 'en',
    cmsLang: 'en-us',
    intl: 'en-GB',
    currency: 'GBP',
    market: 'UK',
    countries: ['GB'],
    contextCountry: 'GB',
    klarna: true,
    shop: allSections,
    parcelCountryCode: 'GB',
  },
  'es-eu': {
    code: 'es-eu',
    name: 'España (Español)',
    language: 'es',
    cmsLang: 'es-es',
    intl: 'es-ES',
    currency: 'EUR',
    market: 'ES',
    countries: ['ES'],
    contextCountry: 'ES',
    klarna: true,
    shop: allSections,
    parcelCountryCode: 'ES',
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeConfig(locale: Locale): LocaleConfig {
  return localeConfigs[locale];
}

function marketOfCountry(countryCode: string): MarketId | null {
  const code = countryCode.toUpperCase();
  for (const [market, countries] of Object.entries(marketCountries) as [MarketId, readonly string[]][]) {
    if (countries.includes(code)) return market;
  }
  return null;
}

/** Currency the Storefront prices a country in: its market's, else the rest-of-world currency. */
export function currencyOfCountry(countryCode: string): CurrencyCode {
  const market = marketOfCountry(countryCode);
  return market ? marketCurrency[market] : restOfWorldCurrency;
}

export const supportedCurrencies: readonly CurrencyCode[] = ['EUR', 'CHF', 'USD', 'GBP'];
export const supportedLanguages: readonly Language[] = ['en', 'fr', 'es', 'ja'];

/** Every country some locale ships to, plus the worldwide context countries. */
export const shippingCountries: readonly string[] = Array.from(
  new Set(Object.values(localeConfigs).flatMap((c) => [...c.countries, c.contextCountry])),
);
