import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { metadataLocale } from '@/i18n/route-locale';
import { categoryOfSegments, type CategorySection } from '@/lib/listing-routes';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { getCategoryDocument } from '@/server/loaders/category';
import { documentMetadata } from '@/server/seo';
import { CategoryFrame } from './CategoryFrame';
import { ListingSection } from './ListingSection';

/**
 * The four category routes (/fashion, /fragrance and their /{uid} categories) are one page: the
 * listing of the collection its document names, framed by the document's title and slices
 * (CategoryFrame). A root category has no uid.
 */
async function categoryMetadata(locale: Locale, section: CategorySection, uid?: string): Promise<Metadata> {
  const document = await getCategoryDocument(locale, section, uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

/** The metadata of a category route, from its segments (an unknown locale or section: none). */
export async function categoryRouteMetadata(
  params: Promise<{ locale: string; section: string; category: string }>,
): Promise<Metadata> {
  const route = await metadataLocale(params);
  const category = route && categoryOfSegments(route.section, route.category);
  return route && category ? categoryMetadata(route.locale, category.section, category.uid) : {};
}

/**
 * Called by the route's page (not rendered as a child), so a missing category is the page's 404. The
 * query is the listing state of the URL (lib/listing-routes.ts), or its promise when the listing is
 * streamed into the category's shell (docs/adr/0019).
 */
export async function categoryPage({
  locale,
  section,
  uid,
  query,
}: {
  locale: Locale;
  section: CategorySection;
  uid?: string;
  query: URLSearchParams | Promise<URLSearchParams>;
}) {
  const document = await getCategoryDocument(locale, section, uid);
  if (!document) notFound();
  return (
    <CategoryFrame
      locale={locale}
      section={section}
      document={document}
      listing={
        <ListingSection
          locale={locale}
          collectionHandle={document.data.collection_handle}
          path={localePath(locale, uid === undefined ? `/${section}` : `/${section}/${uid}`)}
          query={query}
        />
      }
    />
  );
}
