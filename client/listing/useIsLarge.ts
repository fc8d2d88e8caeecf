'use client';

import { useSyncExternalStore } from 'react';
import { mobileNavigationBelow } from '@/lib/constants';

const query = `(min-width: ${mobileNavigationBelow}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is lg or wider (spec §9). The server and the first paint assume a large screen,
 * so without JavaScript every facet is open.
 */
export function useIsLarge(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
