import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/markets';

/**
 * en-ww lives at the bare root, every other locale under its prefix (spec §2.1). Locales are never
 * guessed from Accept-Language: a visitor picks a market explicitly (spec §4 market banner and
 * pickers), so the language cookie is written by the picker, not by routing.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // Its `Link` header is built from the request's Host, which a client chooses; the pages carry their
  // hreflang alternates in <head>, built from NEXT_PUBLIC_SITE_URL (server/seo.ts).
  alternateLinks: false,
});
