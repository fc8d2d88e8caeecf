import { cacheLife, cacheTag } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { FilterBar } from '@/client/listing/FilterBar';
import { chosenOptionValues } from '@/lib/card-image';
import type { FacetView, ListingLabels } from '@/client/listing/types';
import {
  activeFilters,
  facetValueKey,
  isUsefulFacet,
  listingQuery,
  sortOptions,
  type Facet,
  type ListingState,
} from '@/lib/listing';
import { localeConfig, type Locale } from '@/lib/markets';
import { formatAmount } from '@/lib/money';
import { cacheTags } from '@/server/cache-tags';
import { localeInput, parseCachedInput, slugInput } from '@/server/cached-input';
import { getCollectionListing } from '@/server/shopify/collections';
import { ActiveFilters, type FilterChip } from './ActiveFilters';
import { Pagination } from './Pagination';
import { ProductCardGrid } from './ProductCardGrid';
import styles from './CollectionListing.module.css';

interface CollectionListingProps {
  locale: Locale;
  /** The Shopify collection the page's document names (collection_handle). */
  collectionHandle: string;
  /** The page's own path, which the pagination and "clear" links keep. */
  path: string;
  /** The canonical query string of the listing state (server/shopify/collections.ts). */
  query: string;
}

/** A cached component is a public endpoint too (ADR 0003): its arguments are parsed and bounded. */
const listingInput = z.tuple([
  localeInput,
  slugInput,
  z.string().regex(/^\/[^?#\s]{0,200}$/),
  z.string().max(4000),
]);

/**
 * A collection listing (spec §2.3, §4, §9): filter bar, products 8 to a page, pagination. Every state
 * comes from the URL and is rendered on the server, so it can be shared and the back button restores
 * it. Rendered once per locale, collection and canonical state, then served from the cache.
 */
export async function CollectionListing(props: CollectionListingProps) {
  'use cache';
  cacheLife('hours');
  const input = parseCachedInput(listingInput, [
    props.locale,
    props.collectionHandle,
    props.path,
    props.query,
  ]);
  if (!input) return null;
  const [locale, collectionHandle, path, query] = input;
  cacheTag(cacheTags.collections, cacheTags.collection(collectionHandle), cacheTags.products);
  const [listing, t] = await Promise.all([
    getCollectionListing(locale, collectionHandle, new URLSearchParams(query)),
    getTranslations({ locale, namespace: 'listing' }),
  ]);
  if (!listing) return null;
  const { state, facets, products, total, pageCount } = listing;
  const hrefOf = (change: Partial<ListingState>) => `${path}${listingQuery({ ...state, ...change }, facets)}`;
  const labels: ListingLabels = {
    toolbar: t('toolbar'),
    sortBy: t('sortBy'),
    filterBy: t('filterBy'),
    sortTitle: t('sortTitle'),
    filterTitle: t('filterTitle'),
    close: t('close'),
    apply: t('apply'),
    clear: t('clear'),
    priceMin: t('priceMin'),
    priceMax: t('priceMax'),
    sort: Object.fromEntries(
      sortOptions.map((option) => [option, t(`sort.${option}`)]),
    ) as ListingLabels['sort'],
  };
  const filterQuery = listingQuery({ ...state, sort: null, page: 1 }, facets);
  const clearHref = hrefOf({ selected: {}, price: null, page: 1 });
  const { currency, intl } = localeConfig(locale);
  const amount = (value: number) => formatAmount(value, currency, intl);
  const chips = activeFilters(state, facets).map((filter): FilterChip => {
    const label =
      filter.type === 'value'
        ? filter.label
        : filter.min !== null && filter.max !== null
          ? t('priceRange', { min: amount(filter.min), max: amount(filter.max) })
          : filter.min !== null
            ? t('priceFrom', { min: amount(filter.min) })
            : t('priceUpTo', { max: amount(filter.max ?? 0) });
    return {
      label,
      removeLabel: t('removeFilter', { filter: label }),
      href: hrefOf({ ...filter.without, page: 1 }),
    };
  });

  return (
    <section className={styles.listing} aria-label={listing.title} data-testid="collection-listing">
      <FilterBar
        facets={facets.filter((facet) => isUsefulFacet(facet, state)).map(facetView)}
        labels={labels}
        selection={{ sort: state.sort, filterPairs: [...new URLSearchParams(filterQuery)] }}
        clearHref={chips.length > 0 ? clearHref : null}
        query={listingQuery(state, facets)}
        activeCount={
          chips.length > 0 ? { count: chips.length, label: t('activeCount', { count: chips.length }) } : null
        }
        activeFilters={
          chips.length > 0 ? (
            <ActiveFilters
              chips={chips}
              clearHref={clearHref}
              labels={{ list: t('activeFilters'), clear: t('clear') }}
            />
          ) : null
        }
      />
      <p className={styles.count} role="status">
        {t('results', { count: total })}
      </p>
      {products.length > 0 ? (
        <ProductCardGrid
          locale={locale}
          products={products}
          leadsThePage
          chosenValues={chosenOptionValues(state.selected, facets)}
        />
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <Pagination
        page={state.page}
        pageCount={pageCount}
        hrefOf={(page) => hrefOf({ page })}
        labels={{
          pagination: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          page: (page) => t('page', { page }),
        }}
      />
    </section>
  );
}

function facetView(facet: Facet): FacetView {
  const view: FacetView = {
    id: facet.id,
    label: facet.label,
    type: facet.type,
    values: facet.values.map((value) => ({
      key: facetValueKey(facet, value.id),
      label: value.label,
      count: value.count,
      color: typeof value.swatch?.color === 'string' ? value.swatch.color : null,
    })),
  };
  if (facet.type === 'PRICE_RANGE') view.priceMax = priceMaxOf(facet);
  return view;
}

/** The upper bound of a price facet, read from its value's ProductFilter input. */
function priceMaxOf(facet: Facet): number | undefined {
  try {
    const input = JSON.parse(facet.values[0]?.input ?? '{}') as { price?: { max?: unknown } };
    return typeof input.price?.max === 'number' ? Math.ceil(input.price.max) : undefined;
  } catch {
    return undefined;
  }
}
