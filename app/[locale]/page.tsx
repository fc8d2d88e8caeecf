import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EditorialSlices } from '@/components/EditorialSlices';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { getHomePage } from '@/server/loaders/home';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const page = await getHomePage(locale);
  return {
    title: { absolute: page?.data.meta_title || 'Maison Aurèle' },
    description: page?.data.meta_description || undefined,
  };
});

export default pageWhenAvailable(async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await routeLocale(params);
  const page = await getHomePage(locale);
  if (!page) notFound();
  return <EditorialSlices slices={page.data.slices} locale={locale} />;
});
