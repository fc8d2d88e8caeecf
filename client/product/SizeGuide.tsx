'use client';

import { useId, useRef, useState } from 'react';
import {
  bodyMeasurementKeys,
  clothingChart,
  clothingMeasurementKeys,
  clothingSizes,
  recommendedClothingSize,
  ringSize,
  shoeSize,
  type BodyMeasurementKey,
  type Measurements,
} from '@/lib/size-guide';
import styles from './SizeGuide.module.css';

export interface SizeGuideLabels {
  open: string;
  title: string;
  close: string;
  sizeInformation: string;
  chart: string;
  size: string;
  findYourSize: string;
  /** Per measurement key: the field label with its unit. */
  fields: Record<BodyMeasurementKey, string>;
  /** Templates with {size}. */
  recommendedSize: string;
  ringSize: string;
  shoeSize: string;
  outOfRange: string;
}

/**
 * The body measurement guide (spec §3 body measurement keys): the maison's chart, and a form that
 * turns the shopper's measurements into a size. A native modal <dialog>: focus is trapped and
 * returned, Escape closes it, and so does a click on the backdrop.
 */
export function SizeGuide({
  sizeInformation,
  labels,
}: {
  sizeInformation: string | null;
  labels: SizeGuideLabels;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
    <>
      <button type="button" className={styles.open} onClick={() => dialog.current?.showModal()}>
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId}>{labels.title}</h2>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              {labels.close}
            </button>
          </header>
          {sizeInformation ? (
            <section>
              <h3>{labels.sizeInformation}</h3>
              <p className={styles.information}>{sizeInformation}</p>
            </section>
          ) : null}
          <section>
            <h3>{labels.chart}</h3>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{labels.size}</th>
                    {clothingMeasurementKeys.map((key) => (
                      <th key={key} scope="col">
                        {labels.fields[key]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {clothingSizes.map((size, index) => (
                    <tr key={size}>
                      <th scope="row">{size}</th>
                      {clothingMeasurementKeys.map((key) => (
                        <td key={key}>{clothingChart[key][index]!.join('–')}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
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
        </div>
      </dialog>
    </>
  );
}
