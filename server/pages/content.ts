import 'server-only';
import type { PrismicDocument } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { getDocumentByUid, getSingleDocument } from '../prismic/documents';

/**
 * A routed page's document: a single type by its type, a repeatable one by its uid. Null (the 404 page)
 * when it does not exist in the locale's CMS language.
 */
export function getPageDocument<T extends PrismicDocument>(locale: Locale, type: string, uid?: string) {
  return uid === undefined ? getSingleDocument<T>(locale, type) : getDocumentByUid<T>(locale, type, uid);
}
