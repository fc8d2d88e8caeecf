import 'server-only';
import type { Metadata } from 'next';
import { isFilled, type ImageField, type PrismicDocument } from '@prismicio/client';
import { alternatePages, hreflangLinks, type AlternatePage } from '@/lib/hreflang';
import { localeConfig, type Language, type Locale } from '@/lib/markets';
import { documentPath, isRoutedPageType } from '@/lib/routes';
import { titleWithBrandOnce } from '@/lib/seo-title';
import type { LocaleAlternates } from '@/lib/locale-alternates';
import enMeta from '@/messages/en/meta.json';
import esMeta from '@/messages/es/meta.json';
import frMeta from '@/messages/fr/meta.json';
import jaMeta from '@/messages/ja/meta.json';
import { serverConfig } from './config';

/** The brand the locale layout's title template appends (messages meta.siteName). */
const siteNames: Readonly<Record<Language, string>> = {
  en: enMeta.siteName,
  es: esMeta.siteName,
  fr: frMeta.siteName,
  ja: jaMeta.siteName,
};

/**
 * A page title for the layout's '%s | {brand}' template with the brand once: a title that already
 * names the brand (a document's meta title often ends with it) skips the template.
 */
export function pageTitle(locale: Locale, title: string): NonNullable<Metadata['title']> {
  return titleWithBrandOnce(title, siteNames[localeConfig(locale).language]);
}

/** The "SEO & Metadata" tab every routed page type has (content contract). */
interface SeoFields {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_image?: ImageField;
  not_indexable?: boolean;
  private_page?: boolean;
}

/** spec §2.3: private pages and pages flagged notIndexable carry noindex,nofollow. */
export function isHiddenFromRobots(document: PrismicDocument): boolean {
  const data = document.data as SeoFields;
  return Boolean(data.not_indexable || data.private_page);
}

/** The pages of this document in every locale, for hreflang links and the language switcher. */
export function documentAlternates(document: PrismicDocument): AlternatePage[] {
  return alternatePages(document);
}

/** The document's own page in this locale (its canonical path). */
export function canonicalPath(locale: Locale, document: PrismicDocument): string | null {
  return isRoutedPageType(document.type) ? documentPath(locale, document.type, document.uid) : null;
}

/**
 * A page's metadata from its document's SEO tab: title and description (else the page's own title),
 * the share image, the canonical URL, hreflang links to every locale's version with x-default, and the
 * robots tag. `path` overrides the canonical path for pages that are not the document's own route.
 */
export function documentMetadata(
  locale: Locale,
  document: PrismicDocument,
  fallback: { title?: string; description?: string; path?: string } = {},
): Metadata {
  const data = document.data as SeoFields;
  const origin = serverConfig().siteUrl;
  const title = data.meta_title || fallback.title;
  const description = data.meta_description || fallback.description;
  const path = fallback.path ?? canonicalPath(locale, document);
  const image = isFilled.image(data.meta_image ?? null) ? data.meta_image! : null;
  const hidden = isHiddenFromRobots(document);
  return {
    ...(title ? { title: pageTitle(locale, title) } : {}),
    ...(description ? { description } : {}),
    alternates: {
      ...(path ? { canonical: `${origin}${path}` } : {}),
      ...(hidden || fallback.path ? {} : { languages: hreflangLinks(documentAlternates(document), origin) }),
    },
    openGraph: {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(path ? { url: `${origin}${path}` } : {}),
      locale: localeConfig(locale).intl.replace('-', '_'),
      ...(image
        ? {
            images: [
              {
                url: image.url!,
                width: image.dimensions?.width,
                height: image.dimensions?.height,
                alt: image.alt ?? '',
              },
            ],
          }
        : {}),
    },
    ...(hidden ? { robots: { index: false, follow: false } } : {}),
  };
}

/** Pages in each locale as the shell's language switcher reads them (components/shell/PageAlternates). */
export function localeAlternates(pages: AlternatePage[]): LocaleAlternates {
  return Object.fromEntries(pages.map((page) => [page.locale, page.path]));
}
