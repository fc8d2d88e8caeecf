'use client';

import { getFormProps } from '@conform-to/react';
import { CheckboxField, Field, SelectField } from '@/client/forms/Field';
import { BotCheck } from '@/client/forms/BotCheck';
import { FormAlert } from '@/client/forms/FormAlert';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { registerSchema } from '@/lib/validation';
import { registerAction } from '@/server/actions/account';
import type { AccountFormProps } from './types';

/** Sign-up (customerCreate): spec §5 fields and checkbox presets; the answer never tells an address is taken. */
export function RegisterForm({ locale, labels, templates }: AccountFormProps) {
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'register',
    registerSchema,
    registerAction,
  );
  const label = (name: string) => labels[`fields.${name}`]!;
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="register-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormAlert form={form} state={state} templates={templates} />
      <Field
        field={fields.firstName}
        label={label('firstName')}
        autoComplete="given-name"
        templates={templates}
      />
      <Field
        field={fields.lastName}
        label={label('lastName')}
        autoComplete="family-name"
        templates={templates}
      />
      <Field
        field={fields.email}
        label={label('email')}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <Field
        field={fields.password}
        label={label('password')}
        type="password"
        autoComplete="new-password"
        hint={labels.passwordHint}
        templates={templates}
      />
      <Field
        field={fields.repeatPassword}
        label={label('repeatPassword')}
        type="password"
        autoComplete="new-password"
        templates={templates}
      />
      <Field
        field={fields.birthday}
        label={label('birthday')}
        type="date"
        autoComplete="bday"
        templates={templates}
      />
      <SelectField
        field={fields.gender}
        label={label('gender')}
        options={[
          { value: '', label: label('genderNone') },
          ...['female', 'male', 'other'].map((value) => ({ value, label: label(value) })),
        ]}
      />
      <CheckboxField field={fields.acceptTerms} label={label('acceptTerms')} templates={templates} />
      <CheckboxField field={fields.acceptPrivacy} label={label('acceptPrivacy')} templates={templates} />
      <CheckboxField
        field={fields.acceptsMarketing}
        label={label('acceptsMarketing')}
        templates={templates}
      />
      <BotCheck action="sign_up" templates={templates} resetKey={state} />
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels.register}
        </button>
      </div>
    </form>
  );
}
