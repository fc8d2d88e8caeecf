'use client';

import { useState } from 'react';
import {
  bodyMeasurementKeys,
  clothingMeasurementKeys,
  recommendedClothingSize,
  ringSize,
  shoeSize,
  type BodyMeasurementKey,
  type Measurements,
} from '@/lib/size-guide';
import type { SizeGuideLabels } from './types';
import styles from './SizeGuide.module.css';

/** The size guide's form: the shopper's measurements turned into a size as they are typed. */
export function SizeFinder({ labels }: { labels: SizeGuideLabels }) {
  const [measurements, setMeasurements] = useState<Measurements>({});

  const read = (key: BodyMeasurementKey, raw: string) => {
    const value = Number(raw.replace(',', '.'));
    setMeasurements((current) => ({
      ...current,
      [key]: raw.trim() && Number.isFinite(value) ? value : undefined,
    }));
  };

  const clothingGiven = clothingMeasurementKeys.some((key) => measurements[key] !== undefined);
  const clothing = recommendedClothingSize(measurements);
  const ring = measurements.ring !== undefined ? ringSize(measurements.ring) : undefined;
  const shoes = measurements.shoes !== undefined ? shoeSize(measurements.shoes) : undefined;
  const answer = (template: string, size: string | number | null | undefined) =>
    size === undefined ? null : size === null ? labels.outOfRange : template.replace('{size}', String(size));

  return (
    <section>
      <h3>{labels.findYourSize}</h3>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        {bodyMeasurementKeys.map((key) => (
          <label key={key} className={styles.field}>
            <span>{labels.fields[key]}</span>
            <input
              name={key}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => read(key, event.target.value)}
            />
          </label>
        ))}
      </form>
      <div role="status" aria-live="polite" className={styles.result} data-testid="size-recommendation">
        {clothingGiven ? <p>{answer(labels.recommendedSize, clothing)}</p> : null}
        {ring !== undefined ? <p>{answer(labels.ringSize, ring)}</p> : null}
        {shoes !== undefined ? <p>{answer(labels.shoeSize, shoes)}</p> : null}
      </div>
    </section>
  );
}
