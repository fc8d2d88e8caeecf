import type { Metadata } from 'next';
import { categoryMetadata, categoryPage } from '@/components/listing/CategoryPage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/fashion'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  return route ? categoryMetadata(route.locale, 'fashion') : {};
}

export default async function FashionRootCategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/fashion'>) {
  const { locale } = await routeLocale(params);
  return categoryPage({ locale, section: 'fashion', searchParams });
}
