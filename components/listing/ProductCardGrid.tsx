import { ProductCard } from '@/components/product/ProductCard';
import type { Locale } from '@/lib/markets';
import type { ProductCardData } from '@/server/shopify/products';
import styles from './ProductCardGrid.module.css';

/** Cards in a row on a wide screen (ProductCardGrid.module.css), and on a phone. */
const wideRow = 4;
const phoneRow = 2;

/** The grid of product cards of a listing, of search results or of the ProductGrid slice. */
export function ProductCardGrid({
  locale,
  products,
  compact = false,
  leadsThePage = false,
  chosenValues,
}: {
  locale: Locale;
  products: readonly ProductCardData[];
  /** The slice's tighter gaps on wide screens (a listing spaces its cards more). */
  compact?: boolean;
  /**
   * The grid is the page's first content (search results, a category's listing): its first row is the
   * largest paint.
   */
  leadsThePage?: boolean;
  /** The option values a listing is filtered by (a colour): each card shows that colour's picture. */
  chosenValues?: readonly string[];
}) {
  return (
    <ul className={compact ? styles.grid : `${styles.grid} ${styles.spacious}`} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            locale={locale}
            product={product}
            layout="grid"
            urgency={leadsThePage ? urgencyInFirstRows(index) : undefined}
            chosenValues={chosenValues}
          />
        </li>
      ))}
    </ul>
  );
}

function urgencyInFirstRows(index: number) {
  if (index < phoneRow) return 'high';
  return index < wideRow ? 'eager' : undefined;
}
