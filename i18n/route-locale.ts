import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { routing } from './routing';

/** A route's params with `locale` checked against the shop's locales. */
type RouteParams<P extends { locale: string }> = Omit<P, 'locale'> & { locale: Locale };

/**
 * The locale guard of every page and layout under app/[locale]: awaits the params, answers 404 for a
 * locale the shop does not have, and sets the request locale (next-intl's static rendering). Returns
 * the params with `locale` narrowed.
 */
export async function routeLocale<P extends { locale: string }>(params: Promise<P>): Promise<RouteParams<P>> {
  const resolved = await params;
  const { locale } = resolved;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return { ...resolved, locale };
}

/**
 * The same guard for `generateMetadata`: null for an unknown locale, so the metadata is empty (`{}`)
 * and the page itself answers 404. Does not set the request locale, as before.
 */
export async function metadataLocale<P extends { locale: string }>(
  params: Promise<P>,
): Promise<RouteParams<P> | null> {
  const resolved = await params;
  const { locale } = resolved;
  return hasLocale(routing.locales, locale) ? { ...resolved, locale } : null;
}
