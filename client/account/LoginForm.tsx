'use client';

import { getFormProps } from '@conform-to/react';
import { Field } from '@/client/forms/Field';
import { BotCheck } from '@/client/forms/BotCheck';
import { FormAlert } from '@/client/forms/FormAlert';
import { usePageQuery } from '@/client/forms/usePageQuery';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { loginSchema } from '@/lib/validation';
import { loginAction } from '@/server/actions/account';
import type { AccountFormProps } from './types';

/**
 * Log-in (customerAccessTokenCreate). `back` (the page's query) is where the guard found the visitor;
 * the action checks it (lib/account afterLoginPath).
 */
export function LoginForm({ locale, labels, templates }: AccountFormProps) {
  const guardBack = usePageQuery('back');
  const privateBack = usePageQuery('redirectUrl');
  const back = guardBack || privateBack;
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'login',
    loginSchema,
    loginAction,
  );
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="login-form"
    >
      <input type="hidden" name="locale" value={locale} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <FormAlert form={form} state={state} templates={templates} />
      <Field
        field={fields.email}
        label={labels['fields.email']!}
        type="email"
        autoComplete="email"
        templates={templates}
      />
      <Field
        field={fields.password}
        label={labels['fields.password']!}
        type="password"
        autoComplete="current-password"
        templates={templates}
      />
      <BotCheck action="log_in" templates={templates} resetKey={state} />
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels.login}
        </button>
      </div>
    </form>
  );
}
