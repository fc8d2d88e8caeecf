import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { QuickAdd } from '@/client/product/QuickAdd';
import { ProductCard } from '@/components/product/ProductCard';
import { addToCartLabels } from '@/components/product/purchase-labels';
import { quickAddVariantId } from '@/lib/product';
import type { SliceContext } from '@/slices/context';
import { getGlobalDocuments } from '@/server/prismic/global';
import { getPickedProducts } from '@/server/shopify/products';
import styles from './ProductSlider.module.css';
import { SliceSection } from '../SliceSection';

export type ProductSliderProps = SliceComponentProps<Content.ProductSliderSlice, SliceContext>;

const defaultLimit = 12;

/**
 * Products the editor picked by handle, else the first products of the editor's collection; a product
 * with nothing to choose can be added to the cart from its card.
 */
export default async function ProductSlider({ slice, context }: ProductSliderProps) {
  const { primary } = slice;
  const { locale } = context;
  const [products, labels, globals] = await Promise.all([
    getPickedProducts(locale, {
      handles: primary.products.map((item) => item.product_handle),
      collectionHandle: primary.collection_handle,
      limit: Math.min(Math.max(primary.limit ?? defaultLimit, 1), 50),
    }),
    addToCartLabels(locale),
    getGlobalDocuments(locale),
  ]);
  if (products.length === 0) return null;
  const title = asText(primary.title);
  const headingId = `slider-${slice.id}`;

  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={styles.slider}>
      <ul className={styles.track} data-testid="product-slider">
        {products.map((product) => {
          const variantId = quickAddVariantId(product, locale, globals.selling);
          return (
            <li key={product.id} className={styles.item}>
              <ProductCard
                locale={locale}
                product={product}
                layout="slider"
                action={
                  variantId ? (
                    <QuickAdd
                      locale={locale}
                      variantId={variantId}
                      productName={product.title}
                      labels={labels}
                    />
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </SliceSection>
  );
}
