/**
 * Recently viewed products (spec §7.4: a storage key per locale). What is stored is a card snapshot,
 * so the list shows without a server round trip. Storage is outside input, so it is checked on read;
 * by hand rather than with zod, because this runs in the browser and zod would weigh on every PDP.
 */
import type { Locale } from './markets';

export const recentlyViewedLimit = 8;

export function recentlyViewedKey(locale: Locale): string {
  return `recently-viewed:${locale}`;
}

export interface RecentlyViewedEntry {
  handle: string;
  title: string;
  /** A path on this site: never an absolute URL, which storage tampering could point elsewhere. */
  href: string;
  price: string;
  image: { url: string; alt: string } | null;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is RecentlyViewedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const image = entry.image as Record<string, unknown> | null | undefined;
  return (
    isString(entry.handle) &&
    entry.handle.length > 0 &&
    isString(entry.title) &&
    isString(entry.href) &&
    entry.href.startsWith('/') &&
    !entry.href.startsWith('//') &&
    isString(entry.price) &&
    (image === null ||
      (typeof image === 'object' &&
        image !== undefined &&
        isString(image.url) &&
        /^https?:\/\//.test(image.url) &&
        isString(image.alt)))
  );
}

/** Whatever was stored, as a list of valid entries: bad JSON or bad entries are dropped, never thrown. */
export function parseRecentlyViewed(stored: string | null): RecentlyViewedEntry[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The viewed product first, no duplicates, at most `recentlyViewedLimit` entries. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedEntry[],
  entry: RecentlyViewedEntry,
): RecentlyViewedEntry[] {
  return [entry, ...list.filter((item) => item.handle !== entry.handle)].slice(0, recentlyViewedLimit);
}
