'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseLocaleAlternates, type LocaleAlternates } from '@/lib/locale-alternates';

const selector = 'script[data-page-alternates]';

function subscribe(onChange: () => void) {
  // A client navigation swaps the page (and its alternates) under the persistent layout.
  const main = document.getElementById('main');
  if (!main) return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const readJson = () => document.querySelector(selector)?.textContent ?? '';
const serverJson = () => '';

/** The current page's alternates (components/shell/PageAlternates), {} when it published none. */
export function usePageAlternates(): LocaleAlternates {
  const json = useSyncExternalStore(subscribe, readJson, serverJson);
  return useMemo(() => parseLocaleAlternates(json), [json]);
}

export function readPageAlternates(): LocaleAlternates {
  return parseLocaleAlternates(readJson());
}
