import 'server-only';
import type { Metadata } from 'next';
import type * as prismic from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { getDocumentByUid } from '../prismic/documents';
import { getProduct, type ProductDetail } from '../shopify/products';

export type ProductSection = 'fashion' | 'fragrance' | 'set';

const documentTypes: Record<ProductSection, string> = {
  fashion: 'product_page_fashion',
  fragrance: 'product_page_fragrance',
  set: 'product_page_set',
};

export interface ProductPage {
  product: ProductDetail;
  section: ProductSection;
  /** The editor's document for this product (same uid as the Shopify handle), when there is one. */
  document: prismic.PrismicDocument | null;
}

/**
 * A product page is the Shopify product of that handle, in the section its content type names (a
 * fragrance is not found under /fashion), plus the Prismic product page of the same uid, if any.
 */
export async function loadProductPage(
  locale: Locale,
  section: ProductSection,
  handle: string,
): Promise<ProductPage | null> {
  const [product, document] = await Promise.all([
    getProduct(locale, handle),
    getDocumentByUid(locale, documentTypes[section], handle),
  ]);
  if (!product || product.contentType?.value !== section) return null;
  return { product, section, document };
}

export async function productPageMetadata(
  locale: Locale,
  section: ProductSection,
  handle: string,
): Promise<Metadata> {
  const page = await loadProductPage(locale, section, handle);
  if (!page) return {};
  const data = (page.document?.data ?? {}) as {
    meta_title?: string | null;
    meta_description?: string | null;
  };
  return {
    title: data.meta_title || page.product.seo.title || page.product.title,
    description:
      data.meta_description || page.product.seo.description || page.product.description.slice(0, 160),
  };
}
