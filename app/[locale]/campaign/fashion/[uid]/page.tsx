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
  return [{ uid: 'spring-summer-2026' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/campaign/fashion/[uid]'>): Promise<Metadata> {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const document = await getLandingDocument(locale, 'fashion', uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

export default async function FashionCampaignPage({ params }: PageProps<'/[locale]/campaign/fashion/[uid]'>) {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const document = await getLandingDocument(locale, 'fashion', uid);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} campaign="fashion" />;
}
