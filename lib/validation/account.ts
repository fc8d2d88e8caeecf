/** The account forms' rules (spec §5): log-in, sign-up, password reset and change, account details. */
import * as z from '../zod';
import { emailField, lettersField, optionalCheckbox, phoneField, requiredCheckbox } from './shared';

/** Spec §9 limits. */
const passwordMinLength = 8;
/** The Storefront API refuses a longer password (customerCreate, customerUpdate, reset, activate). */
const passwordMaxLength = 40;
const birthdayMin = '1900-01-01';
const birthdayMinAgeYears = 10;

/** Not trimmed: a password that starts or ends with whitespace is refused, not silently changed. */
export const passwordField = z
  .string({ error: 'error.passwordRequired' })
  .min(1, { error: 'error.passwordRequired' })
  .min(passwordMinLength, { error: 'error.passwordMinLength' })
  .refine((value) => value.trim() === value, { error: 'error.passwordWhitespace' });

/**
 * A password being chosen (sign-up, reset, activation, change): within the Storefront's 40 characters,
 * said here and in the form's hint rather than as the provider's refusal after the post. A password
 * typed to log in or to prove who one is keeps `passwordField`: it is checked by the provider as it is.
 */
export const newPasswordField = passwordField.max(passwordMaxLength, { error: 'error.passwordMaxLength' });

export const genderField = z.enum(['male', 'female', 'other'], { error: 'error.pattern' });

/**
 * The latest birthday allowed: today's UTC calendar date 10 years back (29 February falls back to
 * 28 February), as YYYY-MM-DD. Both bounds are inclusive.
 */
export function latestBirthday(today: Date): string {
  const month = today.getUTCMonth() + 1;
  const day = month === 2 && today.getUTCDate() === 29 ? 28 : today.getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getUTCFullYear() - birthdayMinAgeYears}-${pad(month)}-${pad(day)}`;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function birthdayField(today: Date) {
  const latest = latestBirthday(today);
  return z
    .string({ error: 'error.birthday' })
    .trim()
    .refine((value) => isCalendarDate(value) && value >= birthdayMin && value <= latest, {
      error: 'error.birthday',
    });
}

/**
 * Passwords must match their repeat field; the error shows under the repeat field. It is checked
 * whenever both are text, even when other fields fail, so the shopper sees every error at once.
 */
function withMatchingRepeat<T extends z.ZodObject>(schema: T, field: string, repeatField: string) {
  const valuesOf = (data: unknown) => data as Record<string, unknown> | undefined;
  return schema.refine((data) => valuesOf(data)?.[field] === valuesOf(data)?.[repeatField], {
    error: 'error.passwordMatch',
    path: [repeatField],
    when: ({ value }) =>
      typeof valuesOf(value)?.[field] === 'string' && typeof valuesOf(value)?.[repeatField] === 'string',
  });
}

export const loginSchema = z.object({ email: emailField, password: passwordField });

export const forgotPasswordSchema = z.object({ email: emailField });

/** Reset password and enable account. */
export const newPasswordSchema = withMatchingRepeat(
  z.object({ newPassword: newPasswordField, repeatNewPassword: newPasswordField }),
  'newPassword',
  'repeatNewPassword',
);

/**
 * The account page's password change: the current password (the shop checks it before changing
 * anything, so a session left open on a shared computer cannot take the account), then the new one twice.
 */
export const passwordChangeSchema = withMatchingRepeat(
  z.object({ password: passwordField, newPassword: newPasswordField, repeatNewPassword: newPasswordField }),
  'newPassword',
  'repeatNewPassword',
);

export function registerSchema(today: Date) {
  return withMatchingRepeat(
    z.object({
      firstName: lettersField,
      lastName: lettersField,
      email: emailField,
      password: newPasswordField,
      repeatPassword: newPasswordField,
      birthday: birthdayField(today).optional(),
      gender: genderField.optional(),
      acceptTerms: requiredCheckbox,
      acceptPrivacy: requiredCheckbox,
      acceptsMarketing: optionalCheckbox,
    }),
    'password',
    'repeatPassword',
  );
}

/**
 * The account details. `password`, the current one, is asked only to change the e-mail address (the
 * action compares it with the session's): a session alone must not move the account to another inbox,
 * from which a password reset would take it over.
 */
export function accountInformationSchema(today: Date) {
  return z.object({
    firstName: lettersField,
    lastName: lettersField,
    email: emailField,
    password: z.string().optional(),
    phone: phoneField,
    birthday: birthdayField(today).optional(),
    gender: genderField.optional(),
    acceptsMarketing: optionalCheckbox,
  });
}
