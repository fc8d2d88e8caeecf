import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { documentMetadata } from '@/server/seo';
import { getMaintenancePage } from '@/server/loaders/content';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/maintenance'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getMaintenancePage(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function MaintenancePage({
  params,
}: PageProps<'/[locale]/maintenance'>) {
  const { locale } = await routeLocale(params);
  const document = await getMaintenancePage(locale);
  if (!document) notFound();
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.text} />
    </PageFrame>
  );
});
