import Link from 'next/link';
import { paginationItems } from '@/lib/listing';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /**
   * The link of a page (plain links: pagination works without JavaScript). With it, the router keeps
   * the scroll and the next page's filter bar brings the results into view (useLandAtResults).
   */
  hrefOf: (page: number) => string;
  labels: { pagination: string; previous: string; next: string; page: (page: number) => string };
}

export function Pagination({ page, pageCount, hrefOf, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.pagination}>
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} scroll={false} className={styles.step} rel="prev">
          {labels.previous}
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {paginationItems(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefOf(number)}
                scroll={false}
                className={styles.page}
                aria-label={labels.page(number)}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={hrefOf(page + 1)} scroll={false} className={styles.step} rel="next">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
