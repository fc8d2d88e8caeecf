/**
 * Validation rules of spec §5 as zod schemas, shared by forms (client) and server actions.
 * Messages are next-intl message keys, never text: `toFieldErrors` turns a failure into keys and
 * the values they interpolate ({min}, {max}).
 */
import * as z from './zod';
import { defaultLocale, isLocale, localeConfig, shippingCountries } from './markets';
import { newsletterSources } from './newsletter';
import { contactMessageMaxLength, returnNoteMaxLength, returnReasons } from './form-options';

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
const addressNameMaxLength = 35;
const passwordMinLength = 8;
/** The Storefront API refuses a longer password (customerCreate, customerUpdate, reset, activate). */
const passwordMaxLength = 40;
/** RFC 5321: a deliverable address has at most 254 characters. */
export const emailMaxLength = 254;
const birthdayMin = '1900-01-01';
const birthdayMinAgeYears = 10;
export const addToCartMaxQuantity = 99;

/** The WHATWG (HTML input type=email) pattern, with a dot required in the domain. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** Letters of any script with their accents, apostrophes (' and the typographic ’), space and hyphen. */
const lettersPattern = /^[\p{L}\p{M}'’ -]+$/u;
export const variantGidPattern = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

const required = (key: ValidationMessageKey = 'error.required') =>
  z.string({ error: key }).trim().min(1, { error: key });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const emailField = required('error.emailRequired').regex(emailPattern, { error: 'error.email' });
export const lettersField = required().regex(lettersPattern, { error: 'error.letters' });

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
const phoneField = optionalText
  .refine((value) => value === undefined || toE164(value) !== null, { error: 'error.phone' })
  .transform((value) => (value === undefined ? undefined : (toE164(value) ?? undefined)));

export const genderField = z.enum(['male', 'female', 'other'], { error: 'error.pattern' });

/** HTML checkboxes post 'on' when ticked and nothing otherwise; JSON callers send booleans. */
const ticked = (value: unknown) => value === true || value === 'on' || value === 'true';
const requiredCheckbox = z.preprocess(ticked, z.literal(true, { error: 'error.required' }));
// Optional outside the preprocess, so the form layer does not mark the box required (no asterisk).
const optionalCheckbox = z
  .preprocess(ticked, z.boolean())
  .optional()
  .transform((value) => value ?? false);

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

/** Free text a provider stores (street, company, city): Shopify caps address lines at 255 characters. */
const textMaxLength = 255;
const cappedText = (schema: z.ZodString) => schema.max(textMaxLength, { error: 'error.maxLength' });
const optionalCappedText = z
  .string()
  .trim()
  .max(textMaxLength, { error: 'error.maxLength' })
  .optional()
  .transform((value) => value || undefined);

/** A country the shop ships to (the address form's select, spec §7.2 countries-input-list). */
const countryField = optionalCappedText.refine(
  (value) => value === undefined || shippingCountries.includes(value),
  { error: 'error.pattern' },
);

/** spec §9: addresses fetched 20 (plus the default, which is one of them). */
export const addressBookLimit = 20;

export const addressSchema = z.object({
  addressName: required().max(addressNameMaxLength, { error: 'error.maxLength' }),
  firstName: cappedText(lettersField),
  lastName: cappedText(lettersField),
  company: optionalCappedText,
  address1: cappedText(required()),
  address2: optionalCappedText,
  city: cappedText(lettersField),
  zip: required().max(20, { error: 'error.maxLength' }),
  country: countryField,
  region: optionalCappedText,
  state: optionalCappedText,
  phone: phoneField,
  defaultAddress: optionalCheckbox,
});

export const returnRequestSchema = z.object({
  order: required().regex(/^\d{1,15}$/, { error: 'error.pattern' }),
  line: required().regex(/^gid:\/\/shopify\/FulfillmentLineItem\/\d{1,15}$/, { error: 'error.required' }),
  quantity: z.coerce
    .number({ error: 'error.pattern' })
    .int({ error: 'error.pattern' })
    .min(1, { error: 'error.min' })
    .max(addToCartMaxQuantity, { error: 'error.max' }),
  reason: z.enum(returnReasons, { error: 'error.required' }),
  note: optionalText.refine((value) => (value?.length ?? 0) <= returnNoteMaxLength, {
    error: 'error.maxLength',
  }),
});

/** Spec: email, a required gdpr consent, and the hidden source tag. */
/**
 * Spec: email, a required gdpr consent, and the hidden source tag (which form: footer or pop-in), with
 * the campaign of the visit when it came from one (utm_campaign): both become customer tags.
 */
export const newsletterSchema = z.object({
  email: emailField.max(emailMaxLength, { error: 'error.maxLength' }),
  gdpr: requiredCheckbox,
  from: z.enum(newsletterSources, { error: 'error.pattern' }).default('footer'),
  campaign: optionalText.refine((value) => value === undefined || /^[\w.-]{1,64}$/.test(value), {
    error: 'error.pattern',
  }),
});

/**
 * Spec: both choices are required; the country may be empty ('rest of the world'), then it
 * derives from the chosen language (its locale's first country), else the default country.
 * Codes are upper-cased as the Storefront's CountryCode and LanguageCode expect.
 */
const defaultCountry = localeConfig(defaultLocale).contextCountry;

export const marketSubmitSchema = z
  .object({
    country: z
      .string({ error: 'error.required' })
      .trim()
      .regex(/^([a-zA-Z]{2})?$/, { error: 'error.pattern' }),
    language: z
      .string({ error: 'error.required' })
      .trim()
      .min(1, { error: 'error.required' })
      .refine(isLocale, {
        error: 'error.pattern',
      }),
  })
  .transform(({ country, language }) => {
    const config = localeConfig(language);
    return {
      locale: config.code,
      countryCode: (country || config.countries[0] || defaultCountry).toUpperCase(),
      languageCode: config.language.toUpperCase(),
    };
  });

export const addToCartSchema = z.object({
  variantId: z.string({ error: 'error.required' }).regex(variantGidPattern, { error: 'error.pattern' }),
  quantity: z.coerce
    .number({ error: 'error.pattern' })
    .int({ error: 'error.pattern' })
    .min(1, { error: 'error.min' })
    .max(addToCartMaxQuantity, { error: 'error.max' }),
});

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

/** The contact form (spec §2.1 /contact): the subject is one of the page's list, checked on the server. */
export const contactSchema = z.object({
  name: lettersField.pipe(z.string().max(100, { error: 'error.maxLength' })),
  email: emailField.max(emailMaxLength, { error: 'error.maxLength' }),
  subject: required().max(200, { error: 'error.maxLength' }),
  orderNumber: optionalText.refine((value) => value === undefined || /^#?[A-Za-z0-9-]{1,30}$/.test(value), {
    error: 'error.pattern',
  }),
  message: required()
    .min(10, { error: 'error.minLength' })
    .max(contactMessageMaxLength, { error: 'error.maxLength' }),
});
