'use client';

import type { ReactNode } from 'react';
import { getFormProps } from '@conform-to/react';
import { FormAlert } from '@/client/forms/FormAlert';
import type { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import type { AccountFormProps } from './types';

/**
 * What every account form shares around its fields: Conform's form props and the action, the page's
 * locale, the alert, the note on required fields and the submit button (busy while the action runs).
 */
export function AccountForm({
  shop,
  locale,
  labels,
  templates,
  testId,
  submitLabel,
  hidden = {},
  requiredNote = true,
  actions,
  children,
}: AccountFormProps & {
  shop: ReturnType<typeof useShopForm>;
  testId: string;
  submitLabel: string | undefined;
  /** Hidden fields besides the locale (a link's id and token, the page to go back to). */
  hidden?: Record<string, string | null | undefined>;
  requiredNote?: boolean;
  /** Beside the submit button (a cancel link). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { state, formAction, pending, form, formRef, onSubmit } = shop;
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid={testId}
    >
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <FormAlert form={form} state={state} templates={templates} />
      {children}
      {requiredNote ? <p className={styles.hint}>{labels.requiredNote}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
