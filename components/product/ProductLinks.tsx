import Link from 'next/link';
import type { Locale } from '@/lib/markets';
import { formatPrice } from '@/lib/money';
import { productPath } from '@/lib/routes';
import type { ProductCardData } from '@/server/shopify/products';
import styles from './ProductLinks.module.css';

/** A compact list of the products an image shows (lookbooks, campaign looks): name and price. */
export function ProductLinks({
  locale,
  products,
  label,
}: {
  locale: Locale;
  products: ProductCardData[];
  label: string;
}) {
  if (products.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <Link
            href={productPath(locale, product.contentType?.value, product.handle)}
            className={styles.link}
          >
            <span className={styles.name}>{product.title}</span>
            <span>{formatPrice(product.priceRange.minVariantPrice, locale)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
