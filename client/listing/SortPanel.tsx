'use client';

import { sortOptions, sortParam } from '@/lib/listing';
import { HiddenSelection } from './HiddenSelection';
import { closePanel } from './ToolPanel';
import type { ListingLabels, ListingSelection, ListingUrl } from './types';
import styles from './FilterBar.module.css';

interface SortPanelProps {
  labels: ListingLabels;
  selection: ListingSelection;
  url: ListingUrl;
}

/**
 * spec §2.3, §4: the sort as radio choices. With JavaScript a choice applies at once (page 1); without
 * it the form submits the choice with the current filters.
 */
export function SortPanel({ labels, selection, url }: SortPanelProps) {
  const current = url.sort ?? 'default';
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        closePanel(event.currentTarget);
      }}
    >
      <HiddenSelection selection={selection} keep="filters" />
      <fieldset className={styles.sortChoices}>
        <legend className="visually-hidden">{labels.sortTitle}</legend>
        {sortOptions.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={sortParam}
              value={option}
              checked={current === option}
              onChange={() => url.setSort(option)}
            />
            {labels.sort[option]}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {labels.apply}
        </button>
      </div>
    </form>
  );
}
