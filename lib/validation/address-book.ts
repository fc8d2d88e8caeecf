/** The address book's rules (spec §5). */
import * as z from '../zod';
import { shippingCountries } from '../markets';
import { lettersField, optionalCheckbox, phoneField, required } from './shared';

/** Spec §9 limits. */
const addressNameMaxLength = 35;

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
