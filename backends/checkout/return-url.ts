import { defaultLocale, locales, localeConfig, type Language, type Locale } from '../../lib/markets';

/**
 * The shop locale to return to: one of the page language that serves the cart's country, else that
 * language's worldwide locale, else the default locale.
 */
export function returnLocale(country: string, language: Language): Locale {
  const ofLanguage = locales.filter((locale) => localeConfig(locale).language === language);
  return (
    ofLanguage.find((locale) => localeConfig(locale).countries.includes(country)) ??
    ofLanguage.find((locale) => locale.endsWith('-ww')) ??
    defaultLocale
  );
}

/** The default locale's home is the bare root, every other locale's is its prefix (spec §2.1). */
export function shopReturnUrl(shopUrl: string, country: string, language: Language): string {
  const locale = returnLocale(country, language);
  const path = locale === defaultLocale ? '/' : `/${locale}`;
  return `${shopUrl.replace(/\/$/, '')}${path}`;
}
