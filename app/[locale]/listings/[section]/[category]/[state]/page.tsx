import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categoryPage, categoryRouteMetadata } from '@/components/listing/CategoryPage';
import { routeLocale } from '@/i18n/route-locale';
import {
  categoryOfSegments,
  emptyState,
  prerenderedCategories,
  readCategoryState,
} from '@/lib/listing-routes';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/**
 * Every category listing (/fashion, /fragrance and their /{uid}) in every state of its URL, reached
 * only through the proxy's rewrite (lib/listing-routes.ts, docs/adr/0013). Each state renders once,
 * on its second read (the first is streamed, docs/adr/0019) or the router's first, then is served from
 * the page cache until its collection or document changes.
 */
export function generateStaticParams() {
  return prerenderedCategories.map((category) => ({ ...category, state: emptyState }));
}

export const generateMetadata = metadataWhenAvailable(function generateMetadata({
  params,
}: PageProps<'/[locale]/listings/[section]/[category]/[state]'>): Promise<Metadata> {
  return categoryRouteMetadata(params);
});

export default pageWhenAvailable(async function CategoryListingPage({
  params,
}: PageProps<'/[locale]/listings/[section]/[category]/[state]'>) {
  const { locale, section, category, state } = await routeLocale(params);
  const target = categoryOfSegments(section, category);
  const query = readCategoryState(state);
  if (!target || !query) notFound();
  return categoryPage({ locale, ...target, query });
});
