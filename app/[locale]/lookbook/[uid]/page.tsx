import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { PageHeader } from '@/components/editorial/PageHeader';
import { EditorialSlices } from '@/components/EditorialSlices';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { getLookbook } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export function generateStaticParams() {
  return [{ uid: 'autumn-winter-2026' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/lookbook/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  const document = await getLookbook(locale, uid);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function LookbookPage({
  params,
}: PageProps<'/[locale]/lookbook/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const document = await getLookbook(locale, uid);
  if (!document) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      <EditorialSlices slices={document.data.slices} locale={locale} />
    </PageFrame>
  );
});
