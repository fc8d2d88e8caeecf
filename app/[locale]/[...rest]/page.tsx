import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { SlicePage } from '@/components/editorial/SlicePage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { documentMetadata } from '@/server/seo';
import { getUniversalPage } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ rest: ['our-story'] }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, rest } = route;
  const document = await getUniversalPage(locale, rest);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function UniversalPage({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await routeLocale(params);
  const document = await getUniversalPage(locale, rest);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} />;
});
