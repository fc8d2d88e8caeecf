/** Pure rules of the country and language pickers (spec §3 "Market preference", §4, §5). */
import { defaultLocale, isLocale, localeConfig, locales, type Locale } from './markets';

export interface CountryOption {
  /** ISO 3166 code; empty for the 'rest of the world' option. */
  countryCode: string;
  locales: Locale[];
}

/** The worldwide locales (no countries of their own): the 'rest of the world' option's list. */
const restOfWorldLocales: Locale[] = locales.filter((locale) => localeConfig(locale).countries.length === 0);

/**
 * spec §3 "Market preference": one option per country some locale ships to, with the locales that
 * serve it, plus 'rest of the world' (empty country code, the default locale list).
 */
export function countryOptions(): CountryOption[] {
  const byCountry = new Map<string, Locale[]>();
  for (const locale of locales)
    for (const country of localeConfig(locale).countries)
      byCountry.set(country, [...(byCountry.get(country) ?? []), locale]);
  return [
    ...[...byCountry].map(([code, served]) => ({ countryCode: code, locales: served })),
    { countryCode: '', locales: restOfWorldLocales },
  ];
}

function localesOfCountry(countryCode: string): Locale[] {
  return countryOptions().find((option) => option.countryCode === countryCode)?.locales ?? [];
}

/** spec §4: choosing a country sets the language to its first locale (or the only one). */
export function languageForCountry(countryCode: string): Locale | null {
  return localesOfCountry(countryCode)[0] ?? null;
}

/** spec §4: the language picker is disabled with one or no language and auto-opens with several. */
export function languagePickerState(choices: readonly Locale[]): { disabled: boolean; autoOpen: boolean } {
  return { disabled: choices.length <= 1, autoOpen: choices.length > 1 };
}

/** spec §4: submit is disabled until both are chosen ('rest of the world' is a choice: ''). */
export function canSubmitMarket(countryCode: string | null, locale: string | null): boolean {
  return countryCode !== null && isLocale(locale);
}

/**
 * spec §5: if the country is empty it derives from the chosen language's locale, else the default
 * country; codes are upper-cased for the storefront.
 */
export function storefrontCountryOf(countryCode: string, locale: Locale): string {
  const derived =
    countryCode || localeConfig(locale).countries[0] || localeConfig(defaultLocale).contextCountry;
  return derived.toUpperCase();
}
