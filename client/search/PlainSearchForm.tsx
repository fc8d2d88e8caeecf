import { useId } from 'react';
import { searchParam } from '@/lib/search';
import type { PredictiveSearchLabels } from './PredictiveSearch';
// The header's own styles, in every page's first load: the predictions' would join it with this fallback.
import styles from './HeaderSearch.module.css';

/**
 * The header panel's search when the predictions' code could not be loaded: the form a page without
 * JavaScript has, sent to the search page, with nothing predicted.
 */
export function PlainSearchForm({
  action,
  labels,
  autoFocus,
}: {
  action: string;
  labels: PredictiveSearchLabels;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <form role="search" action={action} className={styles.searchForm}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name={searchParam}
        placeholder={labels.placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
        className={styles.searchInput}
      />
      <button type="submit" className="button">
        {labels.submit}
      </button>
    </form>
  );
}
