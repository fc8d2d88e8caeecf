import { Suspense } from 'react';
import type { Locale } from '@/lib/markets';
import { canonicalListingQuery } from '@/server/shopify/collections';
import { StreamedWithoutScript } from '../StreamedWithoutScript';
import { CollectionListing } from './CollectionListing';
import styles from './CollectionListing.module.css';

export type ListingSearchParams = Promise<Record<string, string | string[] | undefined>>;

interface ListingSectionProps {
  locale: Locale;
  collectionHandle: string | null | undefined;
  path: string;
  searchParams: ListingSearchParams;
}

/**
 * The listing slot of a category page: the collection its document names. The page around it is a
 * prerendered shell; the listing reads the query string, so it is the page's one dynamic hole,
 * streamed into the same response from the listing cached for the URL's canonical state. Sorting and
 * paging stay plain GET forms and links, so they work without JavaScript (StreamedWithoutScript).
 */
export function ListingSection({ collectionHandle, ...props }: ListingSectionProps) {
  if (!collectionHandle) return null;
  return (
    <Suspense
      fallback={
        <StreamedWithoutScript>
          <div className={styles.placeholder} aria-hidden="true" />
        </StreamedWithoutScript>
      }
    >
      <ListingForUrl collectionHandle={collectionHandle} {...props} />
    </Suspense>
  );
}

async function ListingForUrl({
  locale,
  collectionHandle,
  path,
  searchParams,
}: Omit<ListingSectionProps, 'collectionHandle'> & { collectionHandle: string }) {
  const pairs = Object.entries(await searchParams).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value ?? '']).map((item): [string, string] => [key, item]),
  );
  const query = await canonicalListingQuery(locale, collectionHandle, pairs);
  if (query === null) return null;
  return <CollectionListing locale={locale} collectionHandle={collectionHandle} path={path} query={query} />;
}
