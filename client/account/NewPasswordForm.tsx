'use client';

import { getFormProps } from '@conform-to/react';
import { Field } from '@/client/forms/Field';
import { FormAlert } from '@/client/forms/FormAlert';
import { usePageQuery } from '@/client/forms/usePageQuery';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { newPasswordSchema } from '@/lib/validation';
import { enableAccountAction, resetPasswordAction } from '@/server/actions/account';
import type { AccountFormProps } from './types';

/**
 * A password chosen from an e-mailed link: a reset (customerResetByUrl) or an activation
 * (customerActivateByUrl). The link's id and token (the page's query) travel as hidden fields; each
 * link works once.
 */
export function NewPasswordForm({
  locale,
  labels,
  templates,
  purpose,
}: AccountFormProps & { purpose: 'reset' | 'activate' }) {
  const id = usePageQuery('id');
  const token = usePageQuery('token');
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    `${purpose}-password`,
    newPasswordSchema,
    purpose === 'reset' ? resetPasswordAction : enableAccountAction,
  );
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="new-password-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="token" value={token} />
      <FormAlert form={form} state={state} templates={templates} />
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
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : purpose === 'reset' ? labels.setPassword : labels.activate}
        </button>
      </div>
    </form>
  );
}
