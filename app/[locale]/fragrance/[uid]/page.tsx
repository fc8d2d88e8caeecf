import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { CategoryEditorial } from '@/components/editorial/CategoryEditorial';
import { ListingSection } from '@/components/listing/ListingSection';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { localePath } from '@/lib/routes';
import { getCategoryDocument } from '@/server/loaders/category';
import { documentMetadata } from '@/server/seo';

/** The listing reads the query string in place (see ListingSection): no static shell here. */
export const instant = false;

export function generateStaticParams() {
  return [{ uid: 'for-her' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/fragrance/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getCategoryDocument(locale, 'fragrance', uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

export default async function FragranceCategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/fragrance/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getCategoryDocument(locale, 'fragrance', uid);
  if (!document) notFound();
  return (
    <>
      <CategoryEditorial locale={locale} section="fragrance" document={document} />
      <ListingSection
        locale={locale}
        collectionHandle={document.data.collection_handle}
        path={localePath(locale, `/fragrance/${uid}`)}
        searchParams={searchParams}
      />
    </>
  );
}
