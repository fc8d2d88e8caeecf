import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText, type Content } from '@prismicio/client';
import { SlicePage } from '@/components/editorial/SlicePage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { getPageDocument } from '@/server/pages/content';
import { documentMetadata } from '@/server/seo';

/**
 * spec §2.1 "any other path": a single segment no route claims is the universal page of that uid;
 * anything else (or an unknown uid) is the 404 page, in the locale of its prefix.
 */
function getUniversalPage(locale: Locale, rest: string[]) {
  return rest.length === 1
    ? getPageDocument<Content.UniversalPageDocument>(locale, 'universal_page', rest[0]!)
    : null;
}

export function generateStaticParams() {
  return [{ rest: ['our-story'] }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, rest } = route;
  const document = await getUniversalPage(locale, rest);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
}

export default async function UniversalPage({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await routeLocale(params);
  const document = await getUniversalPage(locale, rest);
  if (!document) notFound();
  return <SlicePage locale={locale} document={document} />;
}
