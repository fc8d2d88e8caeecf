import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText, type Content } from '@prismicio/client';
import { SlicePage } from '@/components/editorial/SlicePage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { getPageDocument } from '@/server/loaders/content';
import { documentMetadata } from '@/server/seo';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/** The sets root (spec §2.2 product_page_sets): the editors' page that the mega menu's "All sets" opens. */
function getSetsPage(locale: Locale) {
  return getPageDocument<Content.ProductPageSetsDocument>(locale, 'product_page_sets');
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/sets'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const document = await getSetsPage(route.locale);
  return document ? documentMetadata(route.locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function SetsPage({ params }: PageProps<'/[locale]/sets'>) {
  const { locale } = await routeLocale(params);
  const document = await getSetsPage(locale);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} />;
});
