import type { Locale } from '@/lib/markets';
import { canonicalListingQuery } from '@/server/shopify/collections';
import { CollectionListing } from './CollectionListing';

interface ListingSectionProps {
  locale: Locale;
  collectionHandle: string | null | undefined;
  path: string;
  /** The listing state of the URL (lib/listing-routes.ts). */
  query: URLSearchParams;
}

/**
 * The listing slot of a category page: the collection its document names, in the state the URL asks
 * for, read against the filters the collection offers, so states that show the same listing share
 * one cached listing. Sorting and paging are plain GET forms and links: they work without JavaScript.
 */
export async function ListingSection({ locale, collectionHandle, path, query }: ListingSectionProps) {
  if (!collectionHandle) return null;
  const canonical = await canonicalListingQuery(locale, collectionHandle, query);
  if (canonical === null) return null;
  return (
    <CollectionListing locale={locale} collectionHandle={collectionHandle} path={path} query={canonical} />
  );
}
