import styles from './ProductNotices.module.css';

/**
 * The product's flags from its metafields: coming soon (custom.coming_soon), private sales
 * (custom.private_sales_discount) and the promotion line (custom.product_promo). Texts come translated.
 */
export function ProductNotices({
  comingSoon,
  privateSales,
  promo,
}: {
  comingSoon: string | null;
  privateSales: string | null;
  promo: string | null;
}) {
  if (!comingSoon && !privateSales && !promo) return null;
  return (
    <ul className={styles.notices}>
      {comingSoon ? (
        <li className={styles.badge} data-testid="coming-soon-badge">
          {comingSoon}
        </li>
      ) : null}
      {privateSales ? (
        <li className={styles.privateSales} data-testid="private-sales">
          {privateSales}
        </li>
      ) : null}
      {promo ? (
        <li className={styles.promo} data-testid="product-promo">
          {promo}
        </li>
      ) : null}
    </ul>
  );
}
