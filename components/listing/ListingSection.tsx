import { Suspense } from 'react';
import type { Locale } from '@/lib/markets';
import { CollectionListing, type ListingSearchParams } from './CollectionListing';
import { ListingSkeleton } from './ListingSkeleton';

interface ListingSectionProps {
  locale: Locale;
  collectionHandle: string | null | undefined;
  path: string;
  searchParams: ListingSearchParams;
}

/**
 * The listing slot of a category page: the collection its document names, streamed in a Suspense
 * boundary because it reads the query string (the editorial part above stays in the static shell).
 */
export function ListingSection({ collectionHandle, ...props }: ListingSectionProps) {
  if (!collectionHandle) return null;
  return (
    <Suspense fallback={<ListingSkeleton locale={props.locale} />}>
      <CollectionListing collectionHandle={collectionHandle} {...props} />
    </Suspense>
  );
}
