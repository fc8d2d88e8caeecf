import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { SlicePage } from '@/components/editorial/SlicePage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { getLandingDocument } from '@/server/loaders/landing';
import { documentMetadata } from '@/server/seo';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'rose-absolue' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/campaign/fragrance/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getLandingDocument(locale, 'fragrance', uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function FragranceCampaignPage({
  params,
}: PageProps<'/[locale]/campaign/fragrance/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getLandingDocument(locale, 'fragrance', uid);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} campaign="fragrance" />;
});
