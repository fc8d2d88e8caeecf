import 'server-only';
import type { Content } from '@prismicio/client';
import type { CategorySection } from '@/lib/listing-routes';
import type { Locale } from '@/lib/markets';
import { getPageDocument } from './content';

export type CategoryDocument =
  | Content.RootCategoryPageFashionDocument
  | Content.RootCategoryPageFashionV2Document
  | Content.RootCategoryPageFragranceDocument
  | Content.RootCategoryPageFragranceV2Document
  | Content.CategoryPageFashionDocument
  | Content.CategoryPageFashionV2Document
  | Content.CategoryPageFragranceDocument
  | Content.CategoryPageFragranceV2Document;

/**
 * The editorial part of a root category (no uid) or category page (uid = the Shopify collection
 * handle). spec §2.2: the _v2 types are the category group's current model, so a _v2 document wins
 * over the older type when an editor has made one.
 */
export async function getCategoryDocument(
  locale: Locale,
  section: CategorySection,
  uid?: string,
): Promise<CategoryDocument | null> {
  const type = uid === undefined ? `root_category_page_${section}` : `category_page_${section}`;
  const [current, legacy] = await Promise.all([
    getPageDocument<CategoryDocument>(locale, `${type}_v2`, uid),
    getPageDocument<CategoryDocument>(locale, type, uid),
  ]);
  return current ?? legacy;
}
