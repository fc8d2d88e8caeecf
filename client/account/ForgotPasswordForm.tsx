'use client';

import { getFormProps } from '@conform-to/react';
import { Field } from '@/client/forms/Field';
import { BotCheck } from '@/client/forms/BotCheck';
import { FormAlert } from '@/client/forms/FormAlert';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { forgotPasswordSchema } from '@/lib/validation';
import { forgotPasswordAction } from '@/server/actions/account';
import type { AccountFormProps } from './types';

/** Forgotten password (customerRecover): the same answer for any address (docs/adr/0009). */
export function ForgotPasswordForm({ locale, labels, templates }: AccountFormProps) {
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'forgot-password',
    forgotPasswordSchema,
    forgotPasswordAction,
  );
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="forgot-password-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormAlert form={form} state={state} templates={templates} />
      <Field
        field={fields.email}
        label={labels['fields.email']!}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <BotCheck action="recovery" templates={templates} resetKey={state} />
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels.send}
        </button>
      </div>
    </form>
  );
}
