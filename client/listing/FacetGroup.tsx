'use client';

import { useId, useState } from 'react';
import { facetColumnScrollsFrom } from '@/lib/constants';
import { priceParams } from '@/lib/listing';
import { facetWasUnfolded, rememberFacet } from './panel-memory';
import type { FacetView, ListingLabels, ListingUrl } from './types';
import styles from './FilterBar.module.css';

interface FacetGroupProps {
  facet: FacetView;
  labels: ListingLabels;
  url: ListingUrl;
  /** lg and up: a column, always open; below: an accordion (spec §2.3). */
  large: boolean;
}

export function FacetGroup({ facet, labels, url, large }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(() => facetWasUnfolded(facet.id));
  const bodyId = useId();
  const open = large || expanded;
  return (
    <div className={styles.facet}>
      {large ? null : (
        <h3 className={styles.facetHeading}>
          <button
            type="button"
            className={styles.facetToggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => {
              rememberFacet(facet.id, !expanded);
              setExpanded(!expanded);
            }}
          >
            {facet.label}
          </button>
        </h3>
      )}
      <fieldset id={bodyId} className={styles.facetBody} hidden={!open}>
        <legend className={large ? styles.facetTitle : 'visually-hidden'}>{facet.label}</legend>
        {facet.type === 'PRICE_RANGE' ? (
          <PriceInputs facet={facet} labels={labels} url={url} />
        ) : (
          <ValueList facet={facet} url={url} />
        )}
      </fieldset>
    </div>
  );
}

function ValueList({ facet, url }: Pick<FacetGroupProps, 'facet' | 'url'>) {
  const chosen = url.valuesOf(facet.id);
  return (
    <ul className={styles.values} data-scrolls={facet.values.length >= facetColumnScrollsFrom}>
      {facet.values.map((value) => {
        const checked = chosen.includes(value.key);
        return (
          <li key={value.key}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                name={facet.id}
                value={value.key}
                checked={checked}
                disabled={value.count === 0 && !checked}
                onChange={(event) => url.toggleValue(facet, value.key, event.target.checked)}
              />
              {value.color ? (
                <span className={styles.swatch} style={{ background: value.color }} aria-hidden="true" />
              ) : null}
              <span>{value.label}</span>
              <span className={styles.count}>({value.count})</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** A price range applies when a bound is left (blur) or the form is submitted (Enter). */
function PriceInputs({ facet, labels, url }: Pick<FacetGroupProps, 'facet' | 'labels' | 'url'>) {
  const names = priceParams(facet);
  const bounds = [
    [names.min, labels.priceMin],
    [names.max, labels.priceMax],
  ] as const;
  return (
    <div className={styles.price}>
      {bounds.map(([name, label]) => {
        const current = url.priceOf(name);
        return (
          <label key={name} className={styles.priceField}>
            <span>{label}</span>
            <input
              key={current ?? 'none'}
              type="number"
              inputMode="decimal"
              name={name}
              min={0}
              max={facet.priceMax}
              step="any"
              defaultValue={current ?? ''}
              placeholder={name === names.max && facet.priceMax ? String(facet.priceMax) : '0'}
              onBlur={(event) => {
                const value = event.target.value === '' ? null : Number(event.target.value);
                if (value !== current && (value === null || Number.isFinite(value)))
                  url.setPrice(name, value);
              }}
            />
          </label>
        );
      })}
    </div>
  );
}
