import 'server-only';
import type { CountryCode, LanguageCode } from './generated/storefront.types';
import { localeConfig, shippingCountries, supportedLanguages, type Locale } from '@/lib/markets';
import { ConfigurationError } from '../config';

export interface StorefrontContext {
  country: CountryCode;
  language: LanguageCode;
}

/**
 * The @inContext of a locale: the market country that fixes the currency, and the language. spec §5:
 * codes outside the provider's supported lists are a configuration error (a unit test checks every
 * code of lib/markets.ts against the 2025-07 enums).
 */
export function storefrontContext(locale: Locale): StorefrontContext {
  const { contextCountry, language } = localeConfig(locale);
  if (!shippingCountries.includes(contextCountry))
    throw new ConfigurationError(`locale ${locale}`, `has unsupported country ${contextCountry}`);
  if (!supportedLanguages.includes(language))
    throw new ConfigurationError(`locale ${locale}`, `has unsupported language ${language}`);
  return { country: contextCountry as CountryCode, language: language.toUpperCase() as LanguageCode };
}
