import type { Locale } from '@/lib/markets';

/** What every slice component receives besides its slice: the page's locale. */
export interface SliceContext {
  locale: Locale;
  /**
   * The slices sit under a page that already has its h1 and its LCP image (a product page): their
   * headings start at h2 and their images load lazily.
   */
  nested?: boolean;
}
