import type { Metadata } from 'next';
import { categoryMetadata, categoryPage } from '@/components/listing/CategoryPage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';

export function generateStaticParams() {
  return [{ uid: 'dresses' }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/fashion/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  return route ? categoryMetadata(route.locale, 'fashion', route.uid) : {};
}

export default async function FashionCategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/fashion/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  return categoryPage({ locale, section: 'fashion', uid, searchParams });
}
