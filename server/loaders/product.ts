import 'server-only';
import type { Metadata } from 'next';
import type * as prismic from '@prismicio/client';
import { productDocumentTypes } from '@/lib/document-types';
import { hreflangLinks, productAlternatePages } from '@/lib/hreflang';
import type { Locale } from '@/lib/markets';
import { productKindOf } from '@/lib/product';
import { productPath } from '@/lib/routes';
import type { ProductContentKind } from '@/lib/selling';
import { serverConfig } from '../config';
import { getDocumentByUid } from '../prismic/documents';
import { documentMetadata, isHiddenFromRobots, pageTitle } from '../seo';
import { getProduct, type ProductDetail } from '../shopify/products';

/** The three product routes of spec §2.1: /fashion/product, /fragrance/product and /sets. */
export type ProductSection = 'fashion' | 'fragrance' | 'set';

/** The gift card lives under /sets: it is sold wherever the shop sells anything, like a set. */
const kindsOfSection: Record<ProductSection, readonly ProductContentKind[]> = {
  fashion: ['fashion'],
  fragrance: ['fragrance'],
  set: ['set', 'gift_card'],
};

export interface ProductPage {
  product: ProductDetail;
  kind: ProductContentKind;
  section: ProductSection;
  /** The editor's document for this product (same uid as the Shopify handle), when there is one. */
  document: prismic.PrismicDocument | null;
}

/** The first document of the section's types that exists for the handle, read in parallel. */
async function productDocument(locale: Locale, section: ProductSection, handle: string) {
  const documents = await Promise.all(
    productDocumentTypes[section].map((type) => getDocumentByUid(locale, type, handle)),
  );
  return documents.find((document) => document !== null) ?? null;
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
    productDocument(locale, section, handle),
  ]);
  const kind = product ? productKindOf(product) : null;
  if (!product || !kind || !kindsOfSection[section].includes(kind)) return null;
  return { product, kind, section, document };
}

/**
 * The product's SEO (Shopify's title is already a full page title), overridden by the editor's SEO tab
 * when the product has a document, with the product page as canonical URL and its image to share.
 */
export async function productPageMetadata(
  locale: Locale,
  section: ProductSection,
  handle: string,
): Promise<Metadata> {
  const page = await loadProductPage(locale, section, handle);
  if (!page) return {};
  const { product } = page;
  const path = productPath(locale, page.kind, product.handle);
  const description = product.seo.description || product.description.slice(0, 160);
  const image = product.featuredImage;
  const base: Metadata = page.document
    ? documentMetadata(locale, page.document, { title: product.title, description, path })
    : {
        description,
        alternates: { canonical: `${serverConfig().siteUrl}${path}` },
        openGraph: { title: product.title, description, url: `${serverConfig().siteUrl}${path}` },
      };
  const editorTitle = (page.document?.data as { meta_title?: string | null } | undefined)?.meta_title;
  const hidden = page.document ? isHiddenFromRobots(page.document) : false;
  const origin = serverConfig().siteUrl;
  return {
    ...base,
    alternates: {
      ...base.alternates,
      ...(hidden
        ? {}
        : { languages: hreflangLinks(productAlternatePages(page.kind, product.handle), origin) }),
    },
    title: editorTitle
      ? pageTitle(locale, editorTitle)
      : product.seo.title
        ? { absolute: product.seo.title }
        : product.title,
    openGraph: {
      ...base.openGraph,
      ...(base.openGraph?.images || !image
        ? {}
        : {
            images: [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined }],
          }),
    },
  };
}
