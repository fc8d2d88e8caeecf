import type { Locale } from '@/lib/markets';

/** What every slice component receives besides its slice: the page's locale. */
export interface SliceContext {
  locale: Locale;
}
