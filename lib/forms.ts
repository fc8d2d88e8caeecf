/**
 * The form layer's pure half (spec §5), shared by server actions and the forms' islands: error
 * *codes*, strings that name a message key of the `error` namespace and the values it interpolates
 * ('error.minLength?min=8'). Codes cross the wire (Conform's submission reply, the no-JavaScript page),
 * never text; the page translates them with the templates it was given. No zod here: a form's first
 * load reads this module, and zod waits for its validation (lib/form-schemas.ts, docs/adr/0017).
 */
import type { SubmissionResult } from '@conform-to/react';
import type { SuccessAlertType } from './errors';
import type { FieldError } from './validation/shared';

export function encodeErrorCode({ key, values }: FieldError): string {
  const query = new URLSearchParams(
    Object.entries(values ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${key}?${query}` : key;
}

/**
 * The text of an error code: the template of its key (next-intl's raw message, e.g. 'At least {min}
 * characters') with its values filled in. Codes from elsewhere (a provider code 'alerts.TAKEN_EMAIL')
 * are looked up as they are; an unknown code falls back to the generic 'error.pattern'.
 */
export function errorText(code: string, templates: Readonly<Record<string, string>>): string {
  const [key = '', query = ''] = code.split('?', 2);
  const template = templates[key] ?? templates['error.pattern'] ?? key;
  const values = new URLSearchParams(query);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
}

/**
 * The state every form action answers with (`useActionState`): Conform's reply (field errors as error
 * codes) and, after a success the page stays on, the success alert of spec §8.
 */
export interface FormState {
  result: SubmissionResult<string[]> | null;
  success: SuccessAlertType | null;
  /** Interpolated into the success alert (CUSTOMER_DISABLED_DETAILED names the e-mail). */
  email?: string;
}

/** The text of a form's success alert (spec §8), with the e-mail it names; null before any success. */
export function successText(state: FormState, templates: Readonly<Record<string, string>>): string | null {
  if (!state.success) return null;
  const email = state.email ? `?email=${encodeURIComponent(state.email)}` : '';
  return errorText(`alerts.${state.success}${email}`, templates);
}
