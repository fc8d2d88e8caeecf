'use client';

import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@/client/forms/useFocusFirstInvalid';
import { isTrackingFieldValue, trackingUrl, type TrackingField } from '@/lib/tracking';
import styles from './forms.module.css';

type Labels = Record<TrackingField | 'submit' | 'newTab' | 'invalid', string>;

const inputTypes: Record<TrackingField, { type: string; autoComplete: string }> = {
  tracking_number: { type: 'text', autoComplete: 'off' },
  order_number: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email' },
};

/** Checks what the shopper typed, then opens the carrier's page for it in a new tab. */
export function ParcelTrackingForm({
  id,
  template,
  fields,
  labels,
}: {
  id: string;
  template: string;
  fields: TrackingField[];
  labels: Labels;
}) {
  const [invalid, setInvalid] = useState<TrackingField[]>([]);
  const formRef = useFocusFirstInvalid(invalid);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')]));
    const wrong = fields.filter((field) => !isTrackingFieldValue(field, values[field] ?? ''));
    setInvalid(wrong);
    if (wrong.length > 0) return;
    window.open(trackingUrl(template, values), '_blank', 'noopener,noreferrer');
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-testid="parcel-tracking-form"
    >
      {fields.map((field) => {
        const inputId = `${id}-${field}`;
        const isInvalid = invalid.includes(field);
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={inputId}>{labels[field]}</label>
            <input
              id={inputId}
              name={field}
              className={styles.input}
              required
              {...inputTypes[field]}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? `${inputId}-error` : undefined}
            />
            {isInvalid ? (
              <p id={`${inputId}-error`} className={styles.error}>
                {labels.invalid}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button">
        {labels.submit}
        <span className="visually-hidden"> {labels.newTab}</span>
      </button>
    </form>
  );
}
