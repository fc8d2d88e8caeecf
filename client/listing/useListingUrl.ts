'use client';

import { useMemo, useTransition } from 'react';
import {
  parseAsFloat,
  parseAsInteger,
  parseAsNativeArrayOf,
  parseAsString,
  parseAsStringLiteral,
  throttle,
  useQueryStates,
  type Options,
} from 'nuqs';
import { urlStateThrottleMs } from '@/lib/constants';
import { pageParam, priceParams, sortOptions, sortParam, type SortOption } from '@/lib/listing';
import type { FacetView, ListingUrl } from './types';

const sortParsers = {
  [sortParam]: parseAsStringLiteral(sortOptions.filter((option) => option !== 'default')),
  [pageParam]: parseAsInteger,
};

/**
 * The listing state in the URL (spec §4): the sort, the page and one repeated parameter per facet.
 * Every change is a history entry (the back button restores it) and goes to the server, which renders
 * the listing for the new URL; a change of sort or filter resets the page to 1.
 */
export function useListingUrl(facets: readonly FacetView[]): ListingUrl {
  const [pending, startTransition] = useTransition();
  const options: Options = {
    history: 'push',
    shallow: false,
    scroll: false,
    limitUrlUpdates: throttle(urlStateThrottleMs),
    startTransition,
  };
  const listParsers = useMemo(
    () =>
      Object.fromEntries(
        facets
          .filter((f) => f.type !== 'PRICE_RANGE')
          .map((f) => [f.id, parseAsNativeArrayOf(parseAsString)]),
      ),
    [facets],
  );
  const priceFacet = facets.find((f) => f.type === 'PRICE_RANGE');
  const priceParsers = useMemo(() => {
    if (!priceFacet) return {};
    const names = priceParams(priceFacet);
    return { [names.min]: parseAsFloat, [names.max]: parseAsFloat };
  }, [priceFacet]);

  const [sortState, setSortState] = useQueryStates(sortParsers, options);
  const [lists, setLists] = useQueryStates(listParsers, options);
  const [prices, setPrices] = useQueryStates(priceParsers, options);

  const resetPage = () => void setSortState({ [pageParam]: null });

  return {
    pending,
    sort: sortState[sortParam],
    valuesOf: (facetId: string): string[] => lists[facetId] ?? [],
    priceOf: (name: string): number | null => prices[name] ?? null,
    setSort(option: SortOption) {
      void setSortState({ [sortParam]: option === 'default' ? null : option, [pageParam]: null });
    },
    /** Only offered values are written, in the facet's order, so the URL stays canonical. */
    toggleValue(facet: FacetView, key: string, on: boolean) {
      const current = new Set(lists[facet.id] ?? []);
      if (on) current.add(key);
      else current.delete(key);
      const values = facet.values.map((v) => v.key).filter((k) => current.has(k));
      void setLists({ [facet.id]: values.length > 0 ? values : null });
      resetPage();
    },
    setPrice(name: string, value: number | null) {
      void setPrices({ [name]: value });
      resetPage();
    },
  };
}
