'use client';

import { getFormProps } from '@conform-to/react';
import { Field } from '@/client/forms/Field';
import { FormAlert } from '@/client/forms/FormAlert';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { passwordChangeSchema } from '@/lib/validation';
import { changePasswordAction } from '@/server/actions/account';
import type { AccountFormProps } from './types';

/** The password change: the current password, then the new one twice. */
export function PasswordChangeForm({ locale, labels, templates }: AccountFormProps) {
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'password-change',
    passwordChangeSchema,
    changePasswordAction,
  );
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="password-change-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormAlert form={form} state={state} templates={templates} />
      <Field
        field={fields.password}
        label={labels['fields.currentPassword']!}
        type="password"
        autoComplete="current-password"
        templates={templates}
      />
      <Field
        field={fields.newPassword}
        label={labels['fields.newPassword']!}
        type="password"
        autoComplete="new-password"
        hint={labels.passwordHint}
        templates={templates}
      />
      <Field
        field={fields.repeatNewPassword}
        label={labels['fields.repeatNewPassword']!}
        type="password"
        autoComplete="new-password"
        templates={templates}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels.changePassword}
        </button>
      </div>
    </form>
  );
}
