import 'server-only';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { getSingleDocument } from '../prismic/documents';

export function getHomePage(locale: Locale) {
  return getSingleDocument<Content.HomePageDocument>(locale, 'home_page');
}
