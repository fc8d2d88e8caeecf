'use client';

import { errorText, successText, type FormState } from '@/lib/forms';
import type { ErrorTemplates } from './Field';
import styles from './Form.module.css';

/**
 * The form's own message (spec §8 alerts): a success (ENTITY_SAVED, EMAIL_SENT, PASSWORD_RESET,
 * CUSTOMER_DISABLED…) as a status, a refusal that concerns no field as an alert. Rendered in the page,
 * so it also shows after a post without JavaScript.
 */
export function FormAlert({
  form,
  state,
  templates,
}: {
  form: { errors?: string[]; errorId: string };
  state: FormState;
  templates: ErrorTemplates;
}) {
  const error = form.errors?.[0];
  return (
    <>
      <div role="alert" className={styles.alertSlot} id={form.errorId}>
        {error ? <p className={styles.formError}>{errorText(error, templates)}</p> : null}
      </div>
      <div role="status" className={styles.alertSlot}>
        {state.success && !error ? (
          <p className={styles.success} data-testid="form-success">
            {successText(state, templates)}
          </p>
        ) : null}
      </div>
    </>
  );
}
