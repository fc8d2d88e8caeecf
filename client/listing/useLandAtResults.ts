'use client';

import { useEffect, useRef } from 'react';
import { lastNavigationType } from '@/client/shell/navigation-state';
import { pageParam } from '@/lib/listing';

/** A state that narrows or pages the listing is opened for its results, not for the category's hero. */
function narrowsOrPages(query: string): boolean {
  return [...new URLSearchParams(query).keys()].some((key) => key.startsWith('filter.') || key === pageParam);
}

/** Whether the bar is in the upper half of the screen, below the sticky header. */
function inView(bar: HTMLElement): boolean {
  const header = document.querySelector('[data-shell-header]')?.getBoundingClientRect().bottom ?? 0;
  const { top } = bar.getBoundingClientRect();
  return top >= Math.max(0, header) - 1 && top <= innerHeight / 2;
}

/** Whether the page on screen is the document as its link opened it (not reloaded, nor moved by the shopper). */
function openedAsDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate' && entry.name === location.href && scrollY === 0;
}

/**
 * A filtered or paged state lands at its results: the category's editorial block above them is
 * screens tall. Opened as a document (a shared link) or by a link of the shop (pagination, a menu), the
 * page scrolls to the filter bar unless it is in view already (a chip, the open panel). Back, forward
 * and reload keep the shopper's place. Without JavaScript the page opens at its top, as any page.
 */
export function useLandAtResults(query: string) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || !narrowsOrPages(query)) return;
    const type = lastNavigationType();
    if (type === 'traverse' || (type === null && !openedAsDocument()) || inView(element)) return;
    element.scrollIntoView({ block: 'start' });
  }, [query]);
  return bar;
}
