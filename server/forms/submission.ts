import 'server-only';
import type { ErrorCode, RoutedUserErrors, SuccessAlertType } from '@/lib/errors';
export type { FormState } from '@/lib/forms';
import type { FormState } from '@/lib/forms';
import { parseSubmission } from '@/lib/form-schemas';
import { isLocale, type Locale } from '@/lib/markets';
import type * as z from '@/lib/zod';

/**
 * What a reply never sends back to the page: a password is not echoed into the HTML or the RSC payload
 * (a no-JavaScript refusal renders the form again with what was typed).
 */
const secretFields = ['password', 'newPassword', 'repeatPassword', 'repeatNewPassword'];

/** Largest form body an action reads: a form of the shop has a dozen short fields. */
const maxFields = 40;
const maxValueLength = 2000;

/**
 * Server actions are public endpoints (docs/adr/0003): the argument may be anything. Only a FormData
 * of a sane size, whose values are all short strings, is parsed against the form's schema.
 */
export function parseForm<Schema extends z.ZodType>(form: unknown, schema: Schema) {
  if (!(form instanceof FormData)) return null;
  let count = 0;
  for (const [, value] of form) {
    count += 1;
    if (count > maxFields || typeof value !== 'string' || value.length > maxValueLength) return null;
  }
  return parseSubmission(form, schema);
}

type Parsed = NonNullable<ReturnType<typeof parseForm>>;

/** The posting page's locale (the hidden `locale` field every form carries), or null. */
export function formLocale(form: unknown): Locale | null {
  if (!(form instanceof FormData)) return null;
  const value = form.get('locale');
  return isLocale(value) ? value : null;
}

/** The answer to a body that is no form of the shop: the generic error, nothing echoed. */
export const invalidForm: FormState = {
  result: { status: 'error', error: { '': ['alerts.INVALID'] } },
  success: null,
};

export function refused(submission: Parsed): FormState {
  return { result: submission.reply({ hideFields: secretFields }), success: null };
}

/** A provider's refusal, routed to fields and the form alert (lib/errors routeUserErrors). */
export function refusedByProvider(submission: Parsed, routed: RoutedUserErrors): FormState {
  return {
    result: submission.reply({
      hideFields: secretFields,
      formErrors: routed.alert ? [`alerts.${routed.alert}`] : [],
      fieldErrors: Object.fromEntries(
        Object.entries(routed.fields).map(([field, codes]) => [field, codes.map((c) => `alerts.${c}`)]),
      ),
    }),
    success: null,
  };
}

/** A refusal of the shop's own under one field (a message key such as 'error.currentPasswordRequired'). */
export function refusedField(submission: Parsed, field: string, key: string): FormState {
  return {
    result: submission.reply({ hideFields: secretFields, fieldErrors: { [field]: [key] } }),
    success: null,
  };
}

export function failed(submission: Parsed, code: ErrorCode, minutes?: number): FormState {
  const alert = minutes === undefined ? `alerts.${code}` : `alerts.${code}?minutes=${minutes}`;
  return { result: submission.reply({ hideFields: secretFields, formErrors: [alert] }), success: null };
}

export function succeeded(
  submission: Parsed,
  success: SuccessAlertType,
  { reset = true, email }: { reset?: boolean; email?: string } = {},
): FormState {
  return {
    result: reset ? submission.reply({ resetForm: true }) : submission.reply({ hideFields: secretFields }),
    success,
    ...(email ? { email } : {}),
  };
}
