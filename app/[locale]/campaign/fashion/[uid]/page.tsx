import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { SlicePage } from '@/components/editorial/SlicePage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { getLandingDocument } from '@/server/loaders/landing';
import { documentMetadata } from '@/server/seo';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'spring-summer-2026' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/campaign/fashion/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getLandingDocument(locale, 'fashion', uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function FashionCampaignPage({
  params,
}: PageProps<'/[locale]/campaign/fashion/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getLandingDocument(locale, 'fashion', uid);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} campaign="fashion" />;
});
