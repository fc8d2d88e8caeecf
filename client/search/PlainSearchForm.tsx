import { useId } from 'react';
import { searchParam } from '@/lib/search';
import type { PredictiveSearchLabels } from './PredictiveSearch';
import styles from './PredictiveSearch.module.css';

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
    <form role="search" action={action} className={`${styles.form} ${styles.panel}`}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name={searchParam}
        placeholder={labels.placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  );
}
