import type { SortOption } from '@/lib/listing';

/** A facet as the filter bar shows it: plain data handed from the server component. */
export interface FacetView {
  /** The URL parameter (the Storefront filter id). */
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  values: { key: string; label: string; count: number; color: string | null }[];
  /** PRICE_RANGE only: the highest price on offer, in currency units. */
  priceMax?: number;
}

export interface ListingLabels {
  toolbar: string;
  sortBy: string;
  filterBy: string;
  sortTitle: string;
  filterTitle: string;
  close: string;
  apply: string;
  clear: string;
  priceMin: string;
  priceMax: string;
  sort: Record<SortOption, string>;
}

/** The applied state as the server read it, for the forms that work without JavaScript. */
export interface ListingSelection {
  sort: Exclude<SortOption, 'default'> | null;
  /** The query pairs of the applied filters (lib/listing listingQuery). */
  filterPairs: [string, string][];
}

/** The listing state in the URL and its changes (useListingUrl), as the filter bar's panels use it. */
export interface ListingUrl {
  pending: boolean;
  sort: Exclude<SortOption, 'default'> | null;
  valuesOf(facetId: string): string[];
  priceOf(name: string): number | null;
  setSort(option: SortOption): void;
  toggleValue(facet: FacetView, key: string, on: boolean): void;
  setPrice(name: string, value: number | null): void;
}
