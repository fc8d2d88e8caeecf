import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/markets';
import { discountPercent, formatPrice } from '@/lib/money';
import { productPath } from '@/lib/routes';
import type { ProductCardData } from '@/server/shopify/products';
import styles from './ProductCard.module.css';

/** A product's link with image, name and price; `action` (a quick add) sits under it, outside the link. */
export function ProductCard({
  locale,
  product,
  action,
}: {
  locale: Locale;
  product: ProductCardData;
  action?: ReactNode;
}) {
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const percent = Number(compareAt.amount) > 0 ? discountPercent(price, compareAt) : null;
  const link = (
    <Link href={productPath(locale, product.contentType?.value, product.handle)} className={styles.card}>
      {product.featuredImage ? (
        <Image
          src={product.featuredImage.url}
          alt={product.featuredImage.altText ?? ''}
          width={product.featuredImage.width ?? 1600}
          height={product.featuredImage.height ?? 2000}
          sizes="(min-width: 768px) 22vw, 70vw"
          className={styles.image}
        />
      ) : null}
      <span className={styles.name}>{product.title}</span>
      {product.subtitle?.value ? <span className={styles.subtitle}>{product.subtitle.value}</span> : null}
      <span className={styles.price}>
        {formatPrice(price, locale)}
        {percent ? <s className={styles.compareAt}>{formatPrice(compareAt, locale)}</s> : null}
      </span>
    </Link>
  );
  if (!action) return link;
  return (
    <div className={styles.withAction}>
      {link}
      {action}
    </div>
  );
}
