import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categoryPage, categoryRouteMetadata } from '@/components/listing/CategoryPage';
import { routeLocale } from '@/i18n/route-locale';
import { categoryOfSegments, categoryStateOfSearchParams, prerenderedCategories } from '@/lib/listing-routes';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

/**
 * A category listing in a state its page has not been rendered for yet, reached only through the
 * proxy's rewrite of a shopper's first read (docs/adr/0019): the category's prerendered shell at once,
 * the listing of the query's state streamed into it.
 */
export function generateStaticParams() {
  return prerenderedCategories;
}

export const generateMetadata = metadataWhenAvailable(function generateMetadata({
  params,
}: PageProps<'/[locale]/listings/[section]/[category]'>): Promise<Metadata> {
  return categoryRouteMetadata(params);
});

export default pageWhenAvailable(async function StreamedCategoryListingPage({
  params,
  searchParams,
}: PageProps<'/[locale]/listings/[section]/[category]'>) {
  const { locale, section, category } = await routeLocale(params);
  const target = categoryOfSegments(section, category);
  if (!target) notFound();
  return categoryPage({ locale, ...target, query: searchParams.then(categoryStateOfSearchParams) });
});
