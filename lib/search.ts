/** Search rules: the query parameter, the listbox keys and the screen-reader status (spec §8, §9). */

import type { Locale } from './markets';
import { localePath } from './routes';

export const searchParam = 'q';

/** The search page of a query (spec §2.1 /search?q=). */
export function searchPageHref(locale: Locale, query: string): string {
  return `${localePath(locale, '/search')}?${new URLSearchParams({ [searchParam]: query })}`;
}
/** Longer queries are cut: nobody types more, and each distinct query is one cache entry. */
const maxQueryLength = 100;
/** Product results on the search page. */
export const searchResultsFirst = 24;
/** Results of each kind (suggested queries, products) in the predictive listbox. */
export const predictiveLimit = 5;
/** Wait after the last keystroke before asking for predictions (ours: the spec gives none). */
export const predictiveDebounceMs = 200;

/**
 * The words predictions are asked for as the input changes. While an input method composes (kana on
 * their way to ローズ, pinyin to 香水) the text is not yet what the shopper means: the words asked for
 * stay as they were until the composition ends.
 */
export function wordsToPredict(value: string, composing: boolean, asked: string): string {
  return composing ? asked : value.trim();
}

// spec §9 accessibility numbers
export const statusDebounceMs = 200;
export const announcerClearMs = 500;
export const pageJump = 10;

/** The `q` of a URL (first value when repeated), trimmed, its spaces collapsed and cut to 100 characters. */
export function normaliseQuery(value: string | readonly string[] | null | undefined): string {
  const first = typeof value === 'string' ? value : (value?.[0] ?? '');
  return first.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

export type ListboxKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp';

/**
 * The next active option of a listbox of `count` options (-1: none). Arrows wrap around; Page Down
 * and Page Up move by 10 (spec §9) and stop at the ends.
 */
export function moveActive(active: number, key: ListboxKey, count: number): number {
  if (count === 0) return -1;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return active >= last ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? last : active - 1;
    case 'PageDown':
      return Math.min(last, Math.max(active, 0) + pageJump);
    case 'PageUp':
      return Math.max(0, active - pageJump);
  }
}

export interface StatusMessages {
  none: string;
  /** With {count}: 'N result is available, …' */
  one: string;
  /** With {count}: 'N results are available, …' */
  other: string;
}

/** spec §8: 'No results are available.' or 'N result(s) is/are available, use up and down …'. */
export function resultsStatus(
  count: number,
  messages: StatusMessages,
  pluralRules: Intl.PluralRules,
): string {
  if (count === 0) return messages.none;
  const template = pluralRules.select(count) === 'one' ? messages.one : messages.other;
  return template.replace('{count}', String(count));
}
