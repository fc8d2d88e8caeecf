import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ProductCardGrid } from '@/components/listing/ProductCardGrid';
import type { SliceContext } from '@/slices/context';
import { getPickedProducts } from '@/server/shopify/products';
import section from '../section.module.css';
import { SliceSection } from '../SliceSection';

export type ProductGridProps = SliceComponentProps<Content.ProductGridSlice, SliceContext>;

const defaultLimit = 8;

/** Products the editor picked by handle, else the first products of the editor's collection. */
export default async function ProductGrid({ slice, context }: ProductGridProps) {
  const { primary } = slice;
  const products = await getPickedProducts(context.locale, {
    handles: primary.products.map((item) => item.product_handle),
    collectionHandle: primary.collection_handle,
    limit: Math.min(Math.max(primary.limit ?? defaultLimit, 1), 24),
  });
  if (products.length === 0) return null;
  const title = asText(primary.title);
  const headingId = `grid-${slice.id}`;
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={section.section}>
      <ProductCardGrid locale={context.locale} products={products} compact />
    </SliceSection>
  );
}
