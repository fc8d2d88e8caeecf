import type { ProductAccordion } from '@/lib/product';
import styles from './ProductAccordions.module.css';

/** custom.accordions as native disclosures: keyboard and screen-reader ready with no JavaScript. */
export function ProductAccordions({ items }: { items: readonly ProductAccordion[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.accordions} data-testid="accordions">
      {items.map((item, index) => (
        <details key={`${index}-${item.title}`} className={styles.item} open={index === 0}>
          <summary className={styles.summary}>{item.title}</summary>
          <p className={styles.content}>{item.content}</p>
        </details>
      ))}
    </div>
  );
}
