import type { Metadata } from 'next';
import { categoryMetadata, categoryPage } from '@/components/listing/CategoryPage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/fragrance'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  return route ? categoryMetadata(route.locale, 'fragrance') : {};
}

export default async function FragranceRootCategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/fragrance'>) {
  const { locale } = await routeLocale(params);
  return categoryPage({ locale, section: 'fragrance', searchParams });
}
