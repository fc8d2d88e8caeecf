import {
  languagesOfCountry,
  marketOfCountry,
  markets,
  primaryMarket,
  shippingCountries,
} from '../../markets';
import { gid } from '../ids';

export function languageObject(isoCode: string, displayLanguage: string) {
  const code = isoCode.toLowerCase();
  return {
    isoCode: isoCode.toUpperCase(),
    name: displayName(displayLanguage, 'language', code),
    endonymName: displayName(code, 'language', code),
  };
}

/** The market a country sells in; countries outside every market are served by the primary market. */
export function marketObject(countryCode: string) {
  const market = marketOfCountry(countryCode) ?? primaryMarket;
  return {
    __typename: 'Market',
    id: gid('Market', markets.indexOf(market) + 1),
    handle: market.handle,
    metafield: null,
    metafields: [],
  };
}

export function countryObject(countryCode: string, displayLanguage: string) {
  const { currency } = marketOfCountry(countryCode) ?? primaryMarket;
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
