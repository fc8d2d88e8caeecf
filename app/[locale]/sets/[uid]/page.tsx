import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ProductView } from '@/components/product/ProductView';
import { routing } from '@/i18n/routing';
import { productPageMetadata, loadProductPage } from '@/server/pages/product';

/** Sets, and the gift card, which is sold like one (spec §2.1 /sets/{uid}). */
const section = 'set';

export function generateStaticParams() {
  return [{ uid: 'discovery-set' }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sets/[uid]'>): Promise<Metadata> {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return productPageMetadata(locale, section, uid);
}

export default async function SetPage({ params }: PageProps<'/[locale]/sets/[uid]'>) {
  const { locale, uid } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const page = await loadProductPage(locale, section, uid);
  if (!page) notFound();
  return <ProductView locale={locale} page={page} />;
}
