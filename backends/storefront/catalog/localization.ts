import {
  fallbackMarket,
  localeConfigs,
  marketCurrency,
  marketOfCountry,
  shippingCountries,
  type MarketId,
} from '../../../lib/markets';
import { gid } from '../ids';

const marketIds = Object.keys(marketCurrency) as MarketId[];

export function languageObject(isoCode: string, displayLanguage: string) {
  const code = isoCode.toLowerCase();
  return {
    isoCode: isoCode.toUpperCase(),
    name: displayName(displayLanguage, 'language', code),
    endonymName: displayName(code, 'language', code),
  };
}

/** The market a country sells in; countries outside every market are served by the fallback market. */
export function marketObject(countryCode: string) {
  const id = marketOfCountry(countryCode) ?? fallbackMarket;
  return {
    __typename: 'Market',
    id: gid('Market', marketIds.indexOf(id) + 1),
    handle: id.toLowerCase(),
    metafield: null,
    metafields: [],
  };
}

/** Languages the shop's locales offer a country: those shipping there, or using it as their context. */
export function languagesOfCountry(countryCode: string): string[] {
  const languages = Object.values(localeConfigs)
    .filter((config) => config.countries.includes(countryCode) || config.contextCountry === countryCode)
    .map((config) => config.language.toUpperCase());
  return languages.length > 0 ? [...new Set(languages)] : ['EN'];
}

export function countryObject(countryCode: string, displayLanguage: string) {
  const market = marketOfCountry(countryCode) ?? fallbackMarket;
  const currency = marketCurrency[market];
  const languages = languagesOfCountry(countryCode).map((code) => languageObject(code, displayLanguage));
  return {
    isoCode: countryCode,
    name: displayName(displayLanguage, 'region', countryCode),
    currency: {
      isoCode: currency,
      name: displayName(displayLanguage, 'currency', currency),
      symbol: currencySymbol(currency),
    },
    market: marketObject(countryCode),
    availableLanguages: languages,
    defaultLanguage: languages[0],
    unitSystem: countryCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
  };
}

/** Countries the shop sells to, named in the request language and sorted by name, as Shopify lists them. */
export function availableCountries(displayLanguage: string) {
  return shippingCountries
    .map((code) => countryObject(code, displayLanguage))
    .sort((a, b) => a.name.localeCompare(b.name, displayLanguage.toLowerCase()));
}

function displayName(language: string, type: 'language' | 'region' | 'currency', code: string): string {
  return new Intl.DisplayNames([language.toLowerCase()], { type }).of(code) ?? code;
}

function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
