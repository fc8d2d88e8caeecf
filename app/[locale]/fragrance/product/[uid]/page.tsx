import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductView } from '@/components/product/ProductView';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { productPageMetadata, loadProductPage } from '@/server/loaders/product';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

const section = 'fragrance';

export function generateStaticParams() {
  return [{ uid: 'rose-absolue-eau-de-parfum' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/fragrance/product/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  return productPageMetadata(locale, section, uid);
});

export default pageWhenAvailable(async function FragranceProductPage({
  params,
}: PageProps<'/[locale]/fragrance/product/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const page = await loadProductPage(locale, section, uid);
  if (!page) notFound();
  return <ProductView locale={locale} page={page} />;
});
