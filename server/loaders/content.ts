import 'server-only';
import type { Content, PrismicDocument } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { recyclingPageUid } from '@/lib/recycling';
import { getDocumentByUid, getPreviewDocument, getSingleDocument } from '../prismic/documents';
import { previewRef } from '../prismic/preview';

/**
 * A routed page's document: a single type by its type, a repeatable one by its uid; in a preview
 * session, its draft. Null (the 404 page) when it does not exist in the locale's CMS language.
 */
export async function getPageDocument<T extends PrismicDocument>(locale: Locale, type: string, uid?: string) {
  const ref = await previewRef();
  if (ref) return getPreviewDocument<T>(locale, type, uid, ref);
  return uid === undefined ? getSingleDocument<T>(locale, type) : getDocumentByUid<T>(locale, type, uid);
}

// One loader a route (spec §2.1): the document type each route renders.

/**
 * spec §2.1 "any other path": a single segment no route claims is the universal page of that uid;
 * anything else (or an unknown uid) is the 404 page, in the locale of its prefix.
 */
export function getUniversalPage(locale: Locale, rest: string[]) {
  return rest.length === 1
    ? getPageDocument<Content.UniversalPageDocument>(locale, 'universal_page', rest[0]!)
    : null;
}

export function getRecyclingPage(locale: Locale) {
  return getPageDocument<Content.UniversalPageDocument>(locale, 'universal_page', recyclingPageUid);
}

export function getSearchPage(locale: Locale) {
  return getPageDocument<Content.SearchPageDocument>(locale, 'search_page');
}

export function getPrivatePage(locale: Locale) {
  return getPageDocument<Content.PrivatePageDocument>(locale, 'private_page');
}

export function getMaintenancePage(locale: Locale) {
  return getPageDocument<Content.MaintenancePageDocument>(locale, 'maintenance_page');
}

export function getLegalItem(locale: Locale, uid: string) {
  return getPageDocument<Content.LegalPageItemDocument>(locale, 'legal_page_item', uid);
}

export function getLivestream(locale: Locale, uid: string) {
  return getPageDocument<Content.LivestreamPageDocument>(locale, 'livestream_page', uid);
}

export function getLookbook(locale: Locale, uid: string) {
  return getPageDocument<Content.LookbookPageDocument>(locale, 'lookbook_page', uid);
}

export function getRedirect(locale: Locale, uid: string) {
  return getPageDocument<Content.RedirectDocument>(locale, 'redirect', uid);
}
