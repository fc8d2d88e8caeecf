import { ProductCard } from '@/components/product/ProductCard';
import type { Locale } from '@/lib/markets';
import type { ProductCardData } from '@/server/shopify/products';
import styles from './ProductCardGrid.module.css';

/** The grid of product cards of a listing, of search results or of the ProductGrid slice. */
export function ProductCardGrid({
  locale,
  products,
  compact = false,
}: {
  locale: Locale;
  products: readonly ProductCardData[];
  /** The slice's tighter gaps on wide screens (a listing spaces its cards more). */
  compact?: boolean;
}) {
  return (
    <ul className={compact ? styles.grid : `${styles.grid} ${styles.spacious}`} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard locale={locale} product={product} />
        </li>
      ))}
    </ul>
  );
}
