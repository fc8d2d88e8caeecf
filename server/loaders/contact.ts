import 'server-only';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { getPageDocument } from './content';

export function getContactPage(locale: Locale) {
  return getPageDocument<Content.ContactPageDocument>(locale, 'contact_page');
}
