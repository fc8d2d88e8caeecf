import { Suspense } from 'react';
import type { Locale } from '@/lib/markets';
import { canonicalListingQuery } from '@/server/shopify/collections';
import { CollectionListing } from './CollectionListing';
import { ListingPlaceholder } from './ListingPlaceholder';
import { partWhenAvailable } from '@/components/when-available';

interface ListingSectionProps {
  locale: Locale;
  collectionHandle: string | null | undefined;
  path: string;
  /**
   * The listing state of the URL (lib/listing-routes.ts): known when the page is rendered for its
   * state, or a promise of the request's state when the listing is streamed into the category's shell
   * (docs/adr/0019).
   */
  query: URLSearchParams | Promise<URLSearchParams>;
}

/**
 * The listing slot of a category page: the collection its document names, in the state the URL asks
 * for, read against the filters the collection offers, so states that show the same listing share
 * one cached listing. Sorting and paging are plain GET forms and links: they work without JavaScript.
 */
export function ListingSection({ locale, collectionHandle, path, query }: ListingSectionProps) {
  if (!collectionHandle) return null;
  const listing = (
    <StateListing locale={locale} collectionHandle={collectionHandle} path={path} query={query} />
  );
  if (query instanceof URLSearchParams) return listing;
  return <Suspense fallback={<ListingPlaceholder locale={locale} />}>{listing}</Suspense>;
}

async function StateListing({
  locale,
  collectionHandle,
  path,
  query,
}: ListingSectionProps & { collectionHandle: string }) {
  const state = await query;
  return partWhenAvailable(locale, async () => {
    const canonical = await canonicalListingQuery(locale, collectionHandle, state);
    if (canonical === null) return null;
    return CollectionListing({ locale, collectionHandle, path, query: canonical });
  });
}
