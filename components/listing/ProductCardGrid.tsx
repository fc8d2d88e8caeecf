import { ProductCard } from '@/components/product/ProductCard';
import type { Locale } from '@/lib/markets';
import type { ProductCardData } from '@/server/shopify/products';
import styles from './ProductCardGrid.module.css';

/** The grid of product cards of a listing or of search results. */
export function ProductCardGrid({
  locale,
  products,
}: {
  locale: Locale;
  products: readonly ProductCardData[];
}) {
  return (
    <ul className={styles.grid} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard locale={locale} product={product} />
        </li>
      ))}
    </ul>
  );
}
