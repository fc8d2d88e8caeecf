import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { Slices } from '@/components/Slices';
import { routing } from '@/i18n/routing';
import { getHomePage } from '@/server/pages/home';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const page = await getHomePage(locale);
  return {
    title: { absolute: page?.data.meta_title || 'Maison Aurèle' },
    description: page?.data.meta_description || undefined,
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const page = await getHomePage(locale);
  if (!page) notFound();
  return <Slices slices={page.data.slices} locale={locale} />;
}
