import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife } from 'next/cache';
import type { Content } from '@prismicio/client';
import { defaultLocale, type Locale } from '@/lib/markets';
import type { SellingSettings } from '@/lib/selling';
import { localeInput, parseCachedInput } from '../cached-input';
import { isProviderUnavailable } from '../provider-unavailable';
import { noteProviderUnavailable } from '../unavailable-status';
import { prismicClient } from './client';
import { tagPrismicRead } from './read-tags';

/** The single documents every page's shell needs (spec §3 "Page props": global). */
const globalDocumentTypes = [
  'settings',
  'navigation',
  'footer',
  'banner',
  'newsletter',
  'popin_contests',
  'landing_navigation_fragrance',
  'landing_navigation_fashion',
  'panels',
] as const;

export interface GlobalDocuments {
  settings: Content.SettingsDocument | null;
  navigation: Content.NavigationDocument | null;
  footer: Content.FooterDocument | null;
  banner: Content.BannerDocument | null;
  newsletter: Content.NewsletterDocument | null;
  popinContests: Content.PopinContestsDocument | null;
  landingNavigationFragrance: Content.LandingNavigationFragranceDocument | null;
  landingNavigationFashion: Content.LandingNavigationFashionDocument | null;
  panels: Content.PanelsDocument | null;
  /** The settings as lib/selling reads them (spec §4 "Selling enabled per locale"). */
  selling: SellingSettings;
}

/** No document: what the shell gets while the repository cannot be read and nothing is cached. */
const noGlobalDocuments: GlobalDocuments = {
  settings: null,
  navigation: null,
  footer: null,
  banner: null,
  newsletter: null,
  popinContests: null,
  landingNavigationFragrance: null,
  landingNavigationFashion: null,
  panels: null,
  selling: { disableShop: null, allShop: null },
};

/**
 * The shell's documents. A repository that cannot answer leaves the shell's editorial parts out (the
 * header keeps its logo, search, account and cart, the footer its own links) instead of failing every
 * page; the failure is not cached, so the next request reads the repository again.
 */
export async function getGlobalDocuments(locale: Locale): Promise<GlobalDocuments> {
  try {
    return await readGlobalDocuments(locale);
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[prismic] global documents unavailable:', error.message);
    noteProviderUnavailable();
    return noGlobalDocuments;
  }
}

/**
 * All global documents of a locale in one Content API call, cached with the `prismic` tag so a publish
 * of the navigation or the footer is live on the next request. A missing document is null: the shell
 * then leaves its part out rather than failing the page.
 */
async function readGlobalDocuments(locale: Locale): Promise<GlobalDocuments> {
  'use cache';
  cacheLife('hours');
  const response = await prismicClient(parseCachedInput(localeInput, locale) ?? defaultLocale).get({
    filters: [prismic.filter.any('document.type', [...globalDocumentTypes])],
    pageSize: globalDocumentTypes.length,
  });
  tagPrismicRead({ types: globalDocumentTypes }, response.results);
  const find = <T extends Content.AllDocumentTypes>(type: T['type']) =>
    (response.results.find((document) => document.type === type) as T | undefined) ?? null;
  const settings = find<Content.SettingsDocument>('settings');
  return {
    settings,
    navigation: find<Content.NavigationDocument>('navigation'),
    footer: find<Content.FooterDocument>('footer'),
    banner: find<Content.BannerDocument>('banner'),
    newsletter: find<Content.NewsletterDocument>('newsletter'),
    popinContests: find<Content.PopinContestsDocument>('popin_contests'),
    landingNavigationFragrance: find<Content.LandingNavigationFragranceDocument>(
      'landing_navigation_fragrance',
    ),
    landingNavigationFashion: find<Content.LandingNavigationFashionDocument>('landing_navigation_fashion'),
    panels: find<Content.PanelsDocument>('panels'),
    selling: {
      disableShop: settings?.data.disable_shop ? 'true' : null,
      allShop: settings?.data.all_shop ? 'true' : null,
    },
  };
}
