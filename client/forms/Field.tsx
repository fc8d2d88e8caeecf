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

/** The attributes a select or a text area shares with Conform's inputs (id, name, value, validity). */
function controlProps(field: FieldMetadata<unknown>) {
  const invalid = Boolean(field.errors?.length);
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : '',
    required: field.required,
    className: styles.input,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? field.errorId : undefined,
  };
}

export function SelectField({
  field,
  label,
  options,
  templates,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: { value: string; label: string }[];
  templates: ErrorTemplates;
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={field.id} label={label} required={field.required} />
      <select {...controlProps(field)} key={field.key}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors field={field} templates={templates} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  templates,
  maxLength,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  templates: ErrorTemplates;
  maxLength: number;
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={field.id} label={label} required={field.required} />
      <textarea {...controlProps(field)} key={field.key} rows={4} maxLength={maxLength} />
      <FieldErrors field={field} templates={templates} />
    </div>
  );
}

export function RadioGroupField({
  field,
  legend,
  options,
  templates,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: { value: string; label: ReactNode }[];
  templates: ErrorTemplates;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset
      className={styles.radios}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? field.errorId : undefined}
    >
      <legend>
        {legend}
        {field.required ? (
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className={styles.radio}>
          <input
            type="radio"
            name={field.name}
            value={option.value}
            id={index === 0 ? field.id : undefined}
            defaultChecked={field.initialValue === option.value}
            required={field.required}
          />
          {option.label}
        </label>
      ))}
      <FieldErrors field={field} templates={templates} />
    </fieldset>
  );
}
