import type { Locale } from '@/lib/markets';
import type { ProductCardData } from '@/server/shopify/products';
import { ProductCard } from './ProductCard';
import styles from './AssociatedProducts.module.css';

/** custom.associated_products as product cards ("complete the look", a set's contents). */
export function AssociatedProducts({
  locale,
  products,
  title,
}: {
  locale: Locale;
  products: readonly ProductCardData[];
  title: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="associated-title" data-testid="associated-products">
      <h2 id="associated-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard locale={locale} product={product} layout="associated" />
          </li>
        ))}
      </ul>
    </section>
  );
}
