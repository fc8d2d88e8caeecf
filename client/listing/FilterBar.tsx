'use client';

import { useId, type ReactNode } from 'react';
import { FilterPanel } from './FilterPanel';
import { SortPanel } from './SortPanel';
import { ToolPanel } from './ToolPanel';
import type { FacetView, ListingLabels, ListingSelection } from './types';
import { useListingUrl } from './useListingUrl';
import { useLandAtResults } from './useLandAtResults';
import styles from './FilterBar.module.css';

export interface FilterBarProps {
  facets: FacetView[];
  labels: ListingLabels;
  selection: ListingSelection;
  /** The listing without filters (null when none is applied). */
  clearHref: string | null;
  /** The listing state the page was rendered for, as a query string (docs/adr/0013). */
  query: string;
  /** How many filters apply, shown on the filter toggle (null when none does). */
  activeCount: { count: number; label: string } | null;
  /** The applied filters, server-rendered (components/listing/ActiveFilters). */
  activeFilters: ReactNode;
}

/** The listing's filter bar (spec §2.3, §4): the one island of a listing page, with its URL state. */
export function FilterBar({
  facets,
  labels,
  selection,
  clearHref,
  query,
  activeCount,
  activeFilters,
}: FilterBarProps) {
  const url = useListingUrl(query);
  const bar = useLandAtResults(query);
  // The bar's own group: the router keeps the states left behind in the document (hidden), and
  // <details> of one name close each other across the whole document, so a shared name let the
  // state left behind close the panel this one had just opened again (panel-memory.ts).
  const tools = `listing-tools-${useId()}`;
  return (
    <div ref={bar} className={styles.bar} role="group" aria-label={labels.toolbar} aria-busy={url.pending}>
      <ToolPanel group={tools} toggle={labels.sortBy} title={labels.sortTitle} closeLabel={labels.close}>
        <SortPanel labels={labels} selection={selection} url={url} />
      </ToolPanel>
      {facets.length > 0 ? (
        <ToolPanel
          group={tools}
          toggle={labels.filterBy}
          title={labels.filterTitle}
          closeLabel={labels.close}
          badge={activeCount}
        >
          <FilterPanel
            facets={facets}
            labels={labels}
            selection={selection}
            clearHref={clearHref}
            url={url}
          />
        </ToolPanel>
      ) : null}
      {activeFilters}
    </div>
  );
}
