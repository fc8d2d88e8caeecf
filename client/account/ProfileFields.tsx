'use client';

import type { FieldMetadata } from '@conform-to/react';
import { Field, SelectField, type ErrorTemplates } from '@/client/forms/Field';

/** Birthday and gender (spec §3 Customer metafields, §5 rules): on sign-up and in the account. */
export function ProfileFields({
  birthday,
  gender,
  label,
  templates,
}: {
  birthday: FieldMetadata<unknown>;
  gender: FieldMetadata<unknown>;
  label: (name: string) => string;
  templates: ErrorTemplates;
}) {
  return (
    <>
      <Field
        field={birthday}
        label={label('birthday')}
        type="date"
        autoComplete="bday"
        templates={templates}
      />
      <SelectField
        field={gender}
        label={label('gender')}
        options={[
          { value: '', label: label('genderNone') },
          ...['female', 'male', 'other'].map((value) => ({ value, label: label(value) })),
        ]}
        templates={templates}
      />
    </>
  );
}

/** First and last name (spec §5 letters-only names): on sign-up, in the account and in addresses. */
export function NameFields({
  firstName,
  lastName,
  label,
  templates,
}: {
  firstName: FieldMetadata<unknown>;
  lastName: FieldMetadata<unknown>;
  label: (name: string) => string;
  templates: ErrorTemplates;
}) {
  return (
    <>
      <Field field={firstName} label={label('firstName')} autoComplete="given-name" templates={templates} />
      <Field field={lastName} label={label('lastName')} autoComplete="family-name" templates={templates} />
    </>
  );
}
