import Link from 'next/link';
import styles from './ActiveFilters.module.css';

export interface FilterChip {
  /** What the chip shows: the value's label, or the price range. */
  label: string;
  /** The accessible name of its link ("Retirer le filtre : Noir"). */
  removeLabel: string;
  /** The state without this filter. */
  href: string;
}

/**
 * The applied filters in the listing bar, each a link to the state without it, and "clear all": part of
 * the state's server-rendered page (docs/adr/0013), so they show with the filter panel closed and work
 * without JavaScript.
 */
export function ActiveFilters({
  chips,
  clearHref,
  labels,
}: {
  chips: readonly FilterChip[];
  clearHref: string;
  labels: { list: string; clear: string };
}) {
  return (
    <div className={styles.active}>
      <ul className={styles.chips} aria-label={labels.list}>
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link href={chip.href} scroll={false} className={styles.chip} aria-label={chip.removeLabel}>
              {chip.label}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} scroll={false} className={styles.clear}>
        {labels.clear}
      </Link>
    </div>
  );
}
