import { z } from 'zod';
import type { ErrorKey } from './messages';

/** The only card the test gateway accepts, as Stripe's test mode. */
const testCard = '4242424242424242';

export const fieldNames = [
  'email',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'zip',
  'country',
  'phone',
  'cardNumber',
] as const;
export type FieldName = (typeof fieldNames)[number];
export type FormValues = Record<FieldName, string>;

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optional = (max: number) => z.string().trim().max(max, 'tooLong');

/**
 * Field errors are message keys, translated by the page. With nothing left to pay once the gift cards
 * have paid (`cardRequired` false), no card is asked for.
 */
function checkoutFormSchema(countries: readonly string[], cardRequired: boolean) {
  return z.object({
    email: z.string().trim().min(1, 'required').pipe(z.email('invalidEmail')),
    firstName: required(100),
    lastName: required(100),
    address1: required(200),
    address2: optional(200),
    city: required(100),
    zip: required(20),
    country: z.string().refine((code) => countries.includes(code), 'invalidCountry'),
    phone: optional(30),
    cardNumber: z
      .string()
      .transform((value) => (cardRequired ? value : testCard))
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, 'required')
          .refine((digits) => digits === testCard, 'cardDeclined'),
      ),
  });
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutFormSchema>>;

/** Reads the posted form: every field as a string, so the page can show back what was typed. */
export function formValues(body: string): FormValues {
  const params = new URLSearchParams(body);
  return Object.fromEntries(fieldNames.map((name) => [name, params.get(name) ?? ''])) as FormValues;
}

export function parseCheckoutForm(values: FormValues, countries: readonly string[], cardRequired = true) {
  const result = checkoutFormSchema(countries, cardRequired).safeParse(values);
  if (result.success) return { form: result.data, errors: null };
  const errors: Partial<Record<FieldName, ErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message as ErrorKey;
  }
  return { form: null, errors };
}
