import 'server-only';
import type { MetadataRoute } from 'next';
import type { PrismicDocument } from '@prismicio/client';
import { alternatePages, hreflangLinks, localesOfCmsLang } from '@/lib/hreflang';
import { locales } from '@/lib/markets';
import { documentPath, isRoutedPageType, localePath, productPath } from '@/lib/routes';
import { serverConfig } from './config';
import { getAllRoutedDocuments } from './prismic/lists';
import { isHiddenFromRobots } from './seo';
import { getSitemapCollections, getSitemapProducts } from './shopify/sitemap';

/** Routed types that are not pages to index: redirects, the 404 copy, the private and account group. */
const unlistedTypes = new Set([
  'redirect',
  'error_page',
  'private_page',
  'maintenance_page',
  'library_ui',
  'account_page',
  'login_page',
  'login_account_page',
  'register_page',
  'register_account_page',
  'forgot_password_page',
  'reset_password_page',
  'enable_account_page',
]);

function isListed(document: PrismicDocument): boolean {
  return (
    isRoutedPageType(document.type) && !unlistedTypes.has(document.type) && !isHiddenFromRobots(document)
  );
}

/**
 * Every locale × every routed document shown in its CMS language (with hreflang alternates), plus the
 * Storefront's products and collections in every locale. One URL appears once (a _v2 document and
 * its older type share a path).
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const origin = serverConfig().siteUrl;
  const [documents, products, collections] = await Promise.all([
    getAllRoutedDocuments(),
    getSitemapProducts(),
    getSitemapCollections(),
  ]);
  const entries = new Map<string, MetadataRoute.Sitemap[number]>();
  const add = (path: string, lastModified: string, languages?: Record<string, string>) => {
    const url = `${origin}${path}`;
    if (!entries.has(url))
      entries.set(url, { url, lastModified, ...(languages ? { alternates: { languages } } : {}) });
  };

  for (const document of documents.filter(isListed)) {
    const languages = hreflangLinks(alternatePages(document), origin);
    if (!isRoutedPageType(document.type)) continue;
    for (const locale of localesOfCmsLang(document.lang)) {
      const path = documentPath(locale, document.type, document.uid);
      if (path) add(path, document.last_publication_date, languages);
    }
  }
  for (const locale of locales) {
    for (const product of products)
      add(productPath(locale, product.contentType, product.handle), product.updatedAt);
    for (const collection of collections) {
      const section =
        collection.handle === 'fashion' || collection.handle === 'fragrance'
          ? collection.handle
          : collection.contentType;
      if (section !== 'fashion' && section !== 'fragrance') continue;
      const path = collection.handle === section ? `/${section}` : `/${section}/${collection.handle}`;
      add(localePath(locale, path), collection.updatedAt);
    }
  }
  return [...entries.values()];
}
