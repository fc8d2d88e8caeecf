'use client';

import Link from 'next/link';
import { FacetGroup } from './FacetGroup';
import { HiddenSelection } from './HiddenSelection';
import { closePanel } from './ToolPanel';
import type { FacetView, ListingLabels, ListingSelection, ListingUrl } from './types';
import { useIsLarge } from './useIsLarge';
import styles from './FilterBar.module.css';

interface FilterPanelProps {
  facets: FacetView[];
  labels: ListingLabels;
  selection: ListingSelection;
  clearHref: string | null;
  url: ListingUrl;
}

/**
 * spec §2.3, §4: the facets, accordions below lg and columns from lg. With JavaScript each choice
 * applies at once and resets the page; without it the form submits them. "Clear all" is a link to the
 * listing without filters (sort kept, page 1).
 */
export function FilterPanel({ facets, labels, selection, clearHref, url }: FilterPanelProps) {
  const large = useIsLarge();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // Enter in a price field applies it too: closing moves the focus to the toggle, and the
        // field's blur applies its value.
        closePanel(event.currentTarget);
      }}
    >
      <HiddenSelection selection={selection} keep="sort" />
      <div className={styles.facets}>
        {facets.map((facet) => (
          <FacetGroup key={facet.id} facet={facet} labels={labels} url={url} large={large} />
        ))}
      </div>
      <div className={styles.actions}>
        {clearHref ? (
          <Link href={clearHref} scroll={false} className={styles.clear}>
            {labels.clear}
          </Link>
        ) : null}
        <button type="submit" className="button">
          {labels.apply}
        </button>
      </div>
    </form>
  );
}
