import { Img } from '@/client/image/Img';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cardImageOf } from '@/lib/card-image';
import type { Locale } from '@/lib/markets';
import { discountPercent, formatPrice } from '@/lib/money';
import { productPath } from '@/lib/routes';
import type { ProductCardData } from '@/server/shopify/products';
import styles from './ProductCard.module.css';

/** The width a card's picture is shown at in each container (measured from 390 to 1920 px wide). */
const cardImageSizes = {
  /** Listings, search and the ProductGrid slice: two columns, four from 1024 px. */
  grid: '(min-width: 1024px) 23vw, 46vw',
  /** A product's associated products: two columns, four from 768 px. */
  associated: '(min-width: 768px) 23vw, 46vw',
  /** The quiz's answers: as associated products, in a column of at most 960 px. */
  quiz: '(min-width: 1024px) 230px, (min-width: 768px) 23vw, 46vw',
  /** A livestream's products: columns of at least 14rem, one on a phone. */
  livestream: '(min-width: 768px) 300px, 90vw',
  /** The ProductSlider slice's scrolling track. */
  slider: '(min-width: 1024px) 19vw, (min-width: 768px) 24vw, 65vw',
} as const;

/**
 * A product's link with image, name and price; `action` (a quick add) sits under it, outside the link.
 * A card that opens the page (`urgency`) loads its picture at once, `high`: before other pictures.
 */
export function ProductCard({
  locale,
  product,
  layout,
  urgency,
  action,
  chosenValues = [],
}: {
  locale: Locale;
  product: ProductCardData;
  layout: keyof typeof cardImageSizes;
  urgency?: 'eager' | 'high';
  action?: ReactNode;
  /** The option values the listing is filtered by (lib/card-image.ts): the card shows that colour. */
  chosenValues?: readonly string[];
}) {
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const percent = Number(compareAt.amount) > 0 ? discountPercent(price, compareAt) : null;
  const image = cardImageOf(
    { featuredImage: product.featuredImage, variants: product.quickAddVariants.nodes },
    chosenValues,
  );
  const link = (
    <Link href={productPath(locale, product.contentType?.value, product.handle)} className={styles.card}>
      {image ? (
        <Img
          src={image.url}
          alt={image.altText ?? ''}
          width={image.width ?? 1600}
          height={image.height ?? 2000}
          sizes={cardImageSizes[layout]}
          loading={urgency ? 'eager' : undefined}
          fetchPriority={urgency === 'high' ? 'high' : undefined}
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
