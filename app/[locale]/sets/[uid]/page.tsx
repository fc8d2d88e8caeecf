import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductView } from '@/components/product/ProductView';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { productPageMetadata, loadProductPage } from '@/server/loaders/product';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/** Sets, and the gift card, which is sold like one (spec §2.1 /sets/{uid}). */
const section = 'set';

export function generateStaticParams() {
  return [{ uid: 'discovery-set' }];
}

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/sets/[uid]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale, uid } = route;
  return productPageMetadata(locale, section, uid);
});

export default pageWhenAvailable(async function SetPage({ params }: PageProps<'/[locale]/sets/[uid]'>) {
  const { locale, uid } = await routeLocale(params);
  const page = await loadProductPage(locale, section, uid);
  if (!page) notFound();
  return <ProductView locale={locale} page={page} />;
});
