import { localeConfig, shippingCountries, type Locale } from './markets';

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries the shop ships to, named in the locale's language (CLDR, Intl) and sorted by name. */
export function countryOptions(locale: Locale): CountryOption[] {
  const { intl } = localeConfig(locale);
  const names = new Intl.DisplayNames([intl], { type: 'region' });
  const collator = new Intl.Collator(intl);
  return shippingCountries
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
