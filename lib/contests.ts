/** The contests pop-in (spec §2.3, §4, §7.4, §9). */
import type { Locale } from './markets';
import { localePath } from './routes';

/** spec §2.3: the storage key of the contests pop-in, a cookie kept 30 days once it was closed. */
export const contestsPopinCookie = 'POPIN_CONTESTS_IS_SHOWN';
export const contestsPopinMaxAgeSeconds = 30 * 24 * 60 * 60;
/** spec §9: it opens 5000 ms after entering a listed path. */
export const contestsPopinDelayMs = 5000;

/** spec §2.3: the locale's root and its fragrance root category ('/', '/fr-fr', '/fr-fr/fragrance'). */
export function isContestsPath(pathname: string, locale: Locale): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === localePath(locale, '/') || path === localePath(locale, '/fragrance');
}

/** spec §4: content exists, the editor did not hide it, and the visitor has not closed it yet. */
export function shouldShowContestsPopin({
  hasContent,
  hidden,
  shownCookie,
}: {
  hasContent: boolean;
  hidden: boolean;
  shownCookie: string | null;
}): boolean {
  return hasContent && !hidden && shownCookie !== '1';
}

/** The calendar day (YYYY-MM-DD) it is in Paris, where the maison's contests are run and closed. */
function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * A contest takes entries through its last day (a Prismic Date, YYYY-MM-DD) and hides itself from the
 * next one; a contest without a last day runs until an editor hides it.
 */
export function isContestRunning(endsOn: string | null, now: Date): boolean {
  return endsOn === null || parisDay(now) <= endsOn;
}
