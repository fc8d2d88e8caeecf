import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import Link from 'next/link';
import type { Locale } from '@/lib/markets';
import { productPath } from '@/lib/routes';
import type { ProductDetail } from '@/server/shopify/products';
import styles from './SetComponents.module.css';

type Components = ProductDetail['variants']['nodes'][number]['components']['nodes'];

/** What a set holds (ProductVariant.components): each product, its variant and how many. */
export function SetComponents({
  locale,
  components,
  title,
  quantityLabel,
}: {
  locale: Locale;
  components: Components;
  title: string;
  /** Template with {quantity}. */
  quantityLabel: string;
}) {
  if (components.length === 0) return null;
  return (
    <section
      className={styles.components}
      aria-labelledby="set-components-title"
      data-testid="set-components"
    >
      <h2 id="set-components-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {components.map(({ quantity, productVariant: variant }) => {
          // A variant without its own image (one-variant products) shows its product's.
          const image = variant.image ?? variant.product.featuredImage;
          return (
            <li key={variant.id} className={styles.item}>
              {image ? (
                <FixedWidthImg src={image.url} alt="" width={64} height={80} className={styles.image} />
              ) : null}
              <Link
                href={productPath(locale, variant.product.contentType?.value, variant.product.handle)}
                className={styles.link}
              >
                <span className={styles.name}>{variant.product.title}</span>
                <span className={styles.variant}>
                  {variant.title}
                  {quantity > 1 ? ` · ${quantityLabel.replace('{quantity}', String(quantity))}` : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
