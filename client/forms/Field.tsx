'use client';

import type { ReactNode } from 'react';
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { errorText } from '@/lib/forms';
import styles from './Form.module.css';

export type ErrorTemplates = Readonly<Record<string, string>>;

interface FieldProps {
  field: FieldMetadata<unknown>;
  label: string;
  templates: ErrorTemplates;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'hidden';
  autoComplete?: string;
  hint?: string;
}

/** The error under a field: translated from its code (lib/forms errorText), announced with the field. */
function FieldErrors({ field, templates }: { field: FieldMetadata<unknown>; templates: ErrorTemplates }) {
  return field.errors?.length ? (
    <p id={field.errorId} className={styles.error}>
      {errorText(field.errors[0]!, templates)}
    </p>
  ) : null;
}

/** spec §5: required fields carry an asterisk (hidden from screen readers, which hear "required"). */
function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

export function Field({ field, label, templates, type = 'text', autoComplete, hint }: FieldProps) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className={styles.field}>
      <Label htmlFor={field.id} label={label} required={field.required} />
      <input {...props} key={props.key} className={styles.input} autoComplete={autoComplete} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrors field={field} templates={templates} />
    </div>
  );
}

export function CheckboxField({
  field,
  label,
  templates,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  templates: ErrorTemplates;
}) {
  const props = getInputProps(field, { type: 'checkbox' });
  return (
    <div className={styles.checkbox}>
      <input {...props} key={props.key} />
      <label htmlFor={field.id}>
        {label}
        {field.required ? (
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <FieldErrors field={field} templates={templates} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={field.id} label={label} required={field.required} />
      <select
        id={field.id}
        name={field.name}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        key={field.key}
        className={styles.input}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
