/**
 * The other-language URLs of a page (spec §4 "Country and language pickers"): what a page publishes,
 * where the language switcher links, and where choosing another market navigates.
 */
// No zod here: these rules run in browser islands on every page, which would all carry even
// zod/mini's core (docs/adr/0017). What they read in the browser is the shop's own (a script the
// server wrote, a cookie the shop set), checked field by field; request headers are parsed with zod
// on the server (lib/visitor-country.ts).
import { parseJsonObject } from './json-object';
import { isLocale, locales, type Locale } from './markets';
import { localePath } from './routes';

export type LocaleAlternates = Partial<Record<Locale, string>>;

/**
 * spec §4: a different locale means a full navigation to the language-switcher URL of the page, or the
 * locale root, keeping the current query parameters. The same locale means no navigation (null).
 */
export function marketTargetUrl(
  chosen: Locale,
  current: Locale,
  alternates: LocaleAlternates,
  search: string,
): string | null {
  if (chosen === current) return null;
  const target = alternates[chosen] ?? localePath(chosen, '/');
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}

/** The alternates a page published (JSON), keeping known locales only; anything else is none. */
export function parseLocaleAlternates(json: string | null | undefined): LocaleAlternates {
  if (!json) return {};
  const value = parseJsonObject(json);
  if (!value) return {};
  // Site paths only: an alternate is never another origin.
  return Object.fromEntries(
    Object.entries(value).filter(
      ([locale, path]) => isLocale(locale) && typeof path === 'string' && /^\/(?!\/)/.test(path),
    ),
  );
}

/** Language-switcher links: the page's alternates where given, else each locale's root. */
export function languageSwitcherLinks(alternates: LocaleAlternates): { locale: Locale; href: string }[] {
  return locales.map((locale) => ({ locale, href: alternates[locale] ?? localePath(locale, '/') }));
}
