import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { asText } from '@prismicio/client';
import { SlicePage } from '@/components/editorial/SlicePage';
import { routing } from '@/i18n/routing';
import { getLandingDocument } from '@/server/pages/landing';
import { documentMetadata } from '@/server/seo';

export function generateStaticParams() {
  return [{ uid: 'rose-absolue' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/campaign/fragrance/[uid]'>): Promise<Metadata> {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const document = await getLandingDocument(locale, 'fragrance', uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

export default async function FragranceCampaignPage({
  params,
}: PageProps<'/[locale]/campaign/fragrance/[uid]'>) {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const document = await getLandingDocument(locale, 'fragrance', uid);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} campaign="fragrance" />;
}
