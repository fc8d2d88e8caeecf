import type { Metadata } from 'next';
import { categoryMetadata, categoryPage } from '@/components/listing/CategoryPage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';

export function generateStaticParams() {
  return [{ uid: 'for-her' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/fragrance/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  return route ? categoryMetadata(route.locale, 'fragrance', route.uid) : {};
}

export default async function FragranceCategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/fragrance/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  return categoryPage({ locale, section: 'fragrance', uid, searchParams });
}
