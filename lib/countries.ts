import { localeConfig, shippingCountries, type Locale } from './markets';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Names countries in the page's language (CLDR through Intl, the language of `<html lang>`): "España"
 * in es-eu, "Espagne" in fr-fr. Every place that shows a country name takes it from here, so no part
 * of a page names one in another language. An unknown or malformed code reads as itself.
 */
export function countryNamer(locale: Locale): (countryCode: string) => string {
  const names = new Intl.DisplayNames([localeConfig(locale).intl], { type: 'region', fallback: 'code' });
  return (countryCode) => {
    try {
      return names.of(countryCode) ?? countryCode;
    } catch {
      // Intl throws on what is not a region code at all (content typed by an editor).
      return countryCode;
    }
  };
}

/** The countries the shop ships to, named in the locale's language and sorted by name. */
export function countryOptions(locale: Locale): CountryOption[] {
  const name = countryNamer(locale);
  const collator = new Intl.Collator(localeConfig(locale).intl);
  return shippingCountries
    .map((code) => ({ code, name: name(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

interface FormattedAddress {
  formatted: readonly string[];
  country?: string | null;
  countryCodeV2?: string | null;
}

/**
 * An address as the provider lays it out (`formatted`), with its country line named in the page's
 * language: Shopify names the country in the shop's own language, whatever the page's.
 */
export function addressLines(address: FormattedAddress, name: (countryCode: string) => string): string[] {
  const { formatted, country, countryCodeV2 } = address;
  if (!country || !countryCodeV2) return [...formatted];
  return formatted.map((line) => (line === country ? name(countryCodeV2) : line));
}
