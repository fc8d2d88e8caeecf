import { locales, localeConfig, defaultLocale, type Locale } from './markets';
import { documentPath, isRoutedPageType, productPath } from './routes';

/**
 * hreflang alternates of a document. A CMS language is shown by several locales (en-us by en-ww,
 * en-eu, en-ch, en-us and en-uk), so one translation is the page of every locale that shows it.
 */

/** Every locale that shows a CMS language, in the order of the locale table. */
export function localesOfCmsLang(cmsLang: string): Locale[] {
  return locales.filter((locale) => localeConfig(locale).cmsLang === cmsLang);
}

/**
 * The hreflang of a locale: a locale without a market is the language's international version (bare
 * language); a market locale is its language and region (en-uk is en-GB, en-eu en-IE).
 */
export function hreflangOf(locale: Locale): string {
  const config = localeConfig(locale);
  return config.market ? config.intl : config.language;
}

export interface DocumentVersion {
  type: string;
  uid?: string | null;
  lang: string;
}

export interface AlternatePage {
  locale: Locale;
  hreflang: string;
  /** Path without origin, with the locale prefix. */
  path: string;
}

/** The page of each translation (the document and its alternate_languages) in every locale showing it. */
export function alternatePages(document: DocumentVersion & { alternate_languages?: DocumentVersion[] }) {
  const versions = [document, ...(document.alternate_languages ?? [])];
  const pages: AlternatePage[] = [];
  for (const locale of locales) {
    const version = versions.find((candidate) => candidate.lang === localeConfig(locale).cmsLang);
    if (!version || !isRoutedPageType(version.type)) continue;
    const path = documentPath(locale, version.type, version.uid);
    if (path) pages.push({ locale, hreflang: hreflangOf(locale), path });
  }
  return pages;
}

/**
 * A product's page in every locale: a Shopify product is one resource with one handle, translated in
 * place by the language the Storefront is asked for, so every locale has the same page.
 */
export function productAlternatePages(kind: string, handle: string): AlternatePage[] {
  return locales.map((locale) => ({
    locale,
    hreflang: hreflangOf(locale),
    path: productPath(locale, kind, handle),
  }));
}

/** hreflang → absolute URL, plus x-default on the default locale's page when it exists. */
export function hreflangLinks(pages: AlternatePage[], origin: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const page of pages) links[page.hreflang] = `${origin}${page.path}`;
  const fallback = pages.find((page) => page.locale === defaultLocale);
  if (fallback) links['x-default'] = `${origin}${fallback.path}`;
  return links;
}
