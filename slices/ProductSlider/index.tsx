import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { QuickAdd, type QuickAddLabels } from '@/client/product/QuickAdd';
import { ProductCard } from '@/components/product/ProductCard';
import { addToCartLabels } from '@/components/product/purchase-labels';
import type { Locale } from '@/lib/markets';
import { formatPrice } from '@/lib/money';
import { quickAddOffer } from '@/lib/product';
import type { SellingSettings } from '@/lib/selling';
import type { SliceContext } from '@/slices/context';
import { getGlobalDocuments } from '@/server/prismic/global';
import { getPickedProducts, type ProductCardData } from '@/server/shopify/products';
import styles from './ProductSlider.module.css';
import { SliceSection } from '../SliceSection';

export type ProductSliderProps = SliceComponentProps<Content.ProductSliderSlice, SliceContext>;

const defaultLimit = 12;

/**
 * Products the editor picked by handle, else the first products of the editor's collection; a product
 * with nothing to choose, or sold in several sizes, can be added to the cart from its card.
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
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              locale={locale}
              product={product}
              layout="slider"
              action={quickAddOf(product, locale, globals.selling, labels)}
            />
          </li>
        ))}
      </ul>
    </SliceSection>
  );
}

/** The card's quick add: the product at once, or its sizes with their prices to choose from. */
function quickAddOf(
  product: ProductCardData,
  locale: Locale,
  selling: SellingSettings,
  labels: QuickAddLabels,
) {
  const offer = quickAddOffer(product, locale, selling);
  if (!offer) return null;
  const choice = offer.option
    ? {
        option: offer.option,
        values: offer.variants.map((variant) => ({
          variantId: variant.id,
          label: variant.selectedOptions[0]!.value,
          price: formatPrice(variant.price, locale),
          available: variant.availableForSale,
        })),
      }
    : undefined;
  return (
    <QuickAdd
      locale={locale}
      variantId={choice ? undefined : offer.variants[0]!.id}
      choice={choice}
      productName={product.title}
      labels={labels}
    />
  );
}
