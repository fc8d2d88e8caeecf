/**
 * Validation rules of spec §5 as zod schemas, shared by forms (client) and server actions.
 * Messages are next-intl message keys, never text: `toFieldErrors` turns a failure into keys and
 * the values they interpolate ({min}, {max}).
 */
import * as z from '../zod';

export const validationMessageKeys = [
  'error.required',
  'error.pattern',
  'error.min',
  'error.max',
  'error.minLength',
  'error.maxLength',
  'error.phone',
  'error.email',
  'error.emailRequired',
  'error.letters',
  'error.passwordRequired',
  'error.passwordMinLength',
  'error.passwordMaxLength',
  'error.passwordTooCommon',
  'error.passwordMatch',
  'error.currentPasswordRequired',
  'error.passwordWhitespace',
  'error.birthday',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/** Spec §9 limits. */
/** RFC 5321: a deliverable address has at most 254 characters. */
export const emailMaxLength = 254;

/** The WHATWG (HTML input type=email) pattern, with a dot required in the domain. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** Letters of any script with their accents, apostrophes (' and the typographic ’), space and hyphen. */
const lettersPattern = /^[\p{L}\p{M}'’ -]+$/u;

export const required = (key: ValidationMessageKey = 'error.required') =>
  z.string({ error: key }).trim().min(1, { error: key });

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const emailField = required('error.emailRequired').regex(emailPattern, { error: 'error.email' });
export const lettersField = required().regex(lettersPattern, { error: 'error.letters' });

/**
 * The Storefront API takes phones in E.164 only (+34612345678), for customers and addresses alike.
 * Shoppers type spaces, dots, hyphens and brackets between digits, or 00 for the plus: those are
 * taken out; a number without its country code cannot be guessed, so its message asks for it.
 */
const e164Pattern = /^\+[1-9]\d{6,14}$/;

function toE164(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return e164Pattern.test(compact) ? compact : null;
}

/** One phone rule for the account details and the address book: checked and sent as E.164. */
export const phoneField = optionalText
  .refine((value) => value === undefined || toE164(value) !== null, { error: 'error.phone' })
  .transform((value) => (value === undefined ? undefined : (toE164(value) ?? undefined)));

/** HTML checkboxes post 'on' when ticked and nothing otherwise; JSON callers send booleans. */
const ticked = (value: unknown) => value === true || value === 'on' || value === 'true';
export const requiredCheckbox = z.preprocess(ticked, z.literal(true, { error: 'error.required' }));
// Optional outside the preprocess, so the form layer does not mark the box required (no asterisk).
export const optionalCheckbox = z
  .preprocess(ticked, z.boolean())
  .optional()
  .transform((value) => value ?? false);

export interface FieldError {
  key: ValidationMessageKey;
  values?: { min?: number; max?: number };
}

function isMessageKey(message: string): message is ValidationMessageKey {
  return (validationMessageKeys as readonly string[]).includes(message);
}

/** The keys whose text names a bound, e.g. 'At least {min} characters'. */
const keysWithMin: readonly ValidationMessageKey[] = [
  'error.min',
  'error.minLength',
  'error.passwordMinLength',
];
const keysWithMax: readonly ValidationMessageKey[] = [
  'error.max',
  'error.maxLength',
  'error.passwordMaxLength',
];

/** One issue as a message key and the values it interpolates; a message that is no key reads 'error.pattern'. */
export function issueMessage(issue: z.core.$ZodIssue): FieldError {
  const key = isMessageKey(issue.message) ? issue.message : 'error.pattern';
  if (issue.code === 'too_small' && keysWithMin.includes(key))
    return { key, values: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big' && keysWithMax.includes(key))
    return { key, values: { max: Number(issue.maximum) } };
  return { key };
}

/** The first error of each field, keyed by its dotted path ('' for the whole form). */
export function toFieldErrors(error: z.ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!errors[path]) errors[path] = issueMessage(issue);
  }
  return errors;
}
