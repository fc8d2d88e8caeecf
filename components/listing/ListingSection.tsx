import type { Locale } from '@/lib/markets';
import { CollectionListing, type ListingSearchParams } from './CollectionListing';

interface ListingSectionProps {
  locale: Locale;
  collectionHandle: string | null | undefined;
  path: string;
  searchParams: ListingSearchParams;
}

/**
 * The listing slot of a category page: the collection its document names. It is rendered in place,
 * not streamed behind a Suspense boundary, so every URL state (sort, filters, page) arrives as
 * complete HTML and sorting and paging work without JavaScript (the listing pages opt out of the
 * instant static shell with `instant = false`; their data reads stay cached).
 */
export function ListingSection({ collectionHandle, ...props }: ListingSectionProps) {
  if (!collectionHandle) return null;
  return <CollectionListing collectionHandle={collectionHandle} {...props} />;
}
