import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categoryMetadata, categoryPage } from '@/components/listing/CategoryPage';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { categoryOfSegments, emptyState, readCategoryState, rootCategory } from '@/lib/listing-routes';

/**
 * Every category listing (/fashion, /fragrance and their /{uid}) in every state of its URL, reached
 * only through the proxy's rewrite (lib/listing-routes.ts, docs/adr/0013). Each state renders once,
 * then is served from the page cache until its collection or document changes.
 */
export function generateStaticParams() {
  return [
    { section: 'fashion', category: rootCategory, state: emptyState },
    { section: 'fashion', category: 'dresses', state: emptyState },
    { section: 'fragrance', category: rootCategory, state: emptyState },
    { section: 'fragrance', category: 'for-her', state: emptyState },
  ];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/listings/[section]/[category]/[state]'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  const category = route && categoryOfSegments(route.section, route.category);
  return route && category ? categoryMetadata(route.locale, category.section, category.uid) : {};
}

export default async function CategoryListingPage({
  params,
}: PageProps<'/[locale]/listings/[section]/[category]/[state]'>) {
  const { locale, section, category, state } = await routeLocale(params);
  const target = categoryOfSegments(section, category);
  const query = readCategoryState(state);
  if (!target || !query) notFound();
  return categoryPage({ locale, ...target, query });
}
