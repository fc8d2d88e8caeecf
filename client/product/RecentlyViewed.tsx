'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import type { Locale } from '@/lib/markets';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  recentlyViewedKey,
  type RecentlyViewedEntry,
} from '@/lib/recently-viewed';
import styles from './RecentlyViewed.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be switched off (private modes, policies): the list is then simply empty.
    return null;
  }
}

/**
 * Recently viewed products (spec §7.4, one storage key per locale): the products seen before this one,
 * then this one is recorded. Rendered after hydration at the end of the page, so nothing above moves.
 */
export function RecentlyViewed({
  locale,
  current,
  title,
}: {
  locale: Locale;
  current: RecentlyViewedEntry;
  title: string;
}) {
  const key = recentlyViewedKey(locale);
  const stored = useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
  const others = useMemo(
    () => parseRecentlyViewed(stored).filter((entry) => entry.handle !== current.handle),
    [current.handle, stored],
  );

  useEffect(() => {
    try {
      const list = parseRecentlyViewed(window.localStorage.getItem(key));
      window.localStorage.setItem(key, JSON.stringify(addRecentlyViewed(list, current)));
    } catch {
      // Storage full or switched off: nothing to remember.
    }
  }, [key, current]);

  if (others.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {others.map((entry) => (
          <li key={entry.handle}>
            <a href={entry.href} className={styles.card}>
              {entry.image ? (
                <FixedWidthImg
                  src={entry.image.url}
                  alt={entry.image.alt}
                  width={160}
                  height={200}
                  className={styles.image}
                />
              ) : null}
              <span className={styles.name}>{entry.title}</span>
              <span className={styles.price}>{entry.price}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
