'use client';

import { useMemo, useOptimistic, useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { urlStateThrottleMs } from '@/lib/constants';
import { pageParam, parseSortBy, sortParam, type SortOption } from '@/lib/listing';
import type { FacetView, ListingUrl } from './types';

/**
 * The listing state in the URL (spec §4): the sort, the page and one repeated parameter per facet.
 * Every listing state is its own prerendered page (docs/adr/0013), so the state the page was rendered
 * for (`query`) is the URL's: a change shows at once (optimistically) and navigates to its URL, a
 * history entry (the back button restores it) that the server renders. A change of sort or filter
 * resets the page to 1. Next's `useSearchParams` is not read: a prerendered page cannot answer it.
 */
export function useListingUrl(query: string): ListingUrl {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const rendered = useMemo(() => new URLSearchParams(query), [query]);
  const [params, setParams] = useOptimistic(rendered);
  // spec §9: the URL changes at most once per 50 ms; a later change within that time replaces the waiting one.
  const lastUpdate = useRef({ at: 0, id: 0 });

  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    next.delete(pageParam);
    const search = next.size > 0 ? `?${next}` : '';
    const navigate = () => router.push(`${location.pathname}${search}${location.hash}`, { scroll: false });
    const update = {
      at: Math.max(performance.now(), lastUpdate.current.at + urlStateThrottleMs),
      id: lastUpdate.current.id + 1,
    };
    const wait = update.at - performance.now();
    lastUpdate.current = update;
    startTransition(async () => {
      setParams(next);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (lastUpdate.current.id === update.id) navigate();
    });
  };

  return {
    pending,
    sort: parseSortBy(params.get(sortParam)),
    valuesOf: (facetId: string): string[] => params.getAll(facetId),
    priceOf(name: string): number | null {
      const value = params.get(name);
      const price = value === null || value === '' ? Number.NaN : Number(value);
      return Number.isFinite(price) ? price : null;
    },
    setSort(option: SortOption) {
      change((next) => {
        if (option === 'default') next.delete(sortParam);
        else next.set(sortParam, option);
      });
    },
    /** Only offered values are written, in the facet's order, so the URL stays canonical. */
    toggleValue(facet: FacetView, key: string, on: boolean) {
      const current = new Set(params.getAll(facet.id));
      if (on) current.add(key);
      else current.delete(key);
      change((next) => {
        next.delete(facet.id);
        for (const value of facet.values) if (current.has(value.key)) next.append(facet.id, value.key);
      });
    },
    setPrice(name: string, value: number | null) {
      change((next) => {
        if (value === null) next.delete(name);
        else next.set(name, String(value));
      });
    },
  };
}
