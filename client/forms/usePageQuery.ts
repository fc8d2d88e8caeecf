'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A query parameter of the current page, read in the browser: static pages (a reset link's page)
 * render without it on the server and fill their hidden fields once hydrated.
 */
export function usePageQuery(name: string): string {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name) ?? '',
    () => '',
  );
}
