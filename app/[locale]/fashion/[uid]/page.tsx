import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { CategoryEditorial } from '@/components/editorial/CategoryEditorial';
import { ListingSection } from '@/components/listing/ListingSection';
import { routing } from '@/i18n/routing';
import { localePath } from '@/lib/routes';
import { getCategoryDocument } from '@/server/pages/category';
import { documentMetadata } from '@/server/seo';

/** The listing reads the query string in place (see ListingSection): no static shell here. */
export const instant = false;

export function generateStaticParams() {
  return [{ uid: 'dresses' }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/fashion/[uid]'>): Promise<Metadata> {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const document = await getCategoryDocument(locale, 'fashion', uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

export default async function FashionCategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/fashion/[uid]'>) {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const document = await getCategoryDocument(locale, 'fashion', uid);
  if (!document) notFound();
  return (
    <>
      <CategoryEditorial locale={locale} section="fashion" document={document} />
      <ListingSection
        locale={locale}
        collectionHandle={document.data.collection_handle}
        path={localePath(locale, `/fashion/${uid}`)}
        searchParams={searchParams}
      />
    </>
  );
}
