import { customerError, type CustomerUserError } from './errors';

/** Shopify's Storefront password rule; the shop itself asks for 8 (spec §5) before calling. */
const minPasswordLength = 5;
const maxPasswordLength = 40;
const maxNameLength = 255;

export function isValidEmail(email: string): boolean {
  return /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]{2,}$/.test(email);
}

/** E.164, which is what the Storefront API accepts for customer and buyer phones. */
export function isValidPhone(phone: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(phone);
}

type Path = (string | number)[];

export function emailErrors(email: string | null | undefined, field: Path): CustomerUserError[] {
  if (!email || email.trim() === '') return [customerError('BLANK', field, "Email can't be blank")];
  if (!isValidEmail(email)) return [customerError('INVALID', field, 'Email is invalid')];
  return [];
}

export function passwordErrors(password: string | null | undefined, field: Path): CustomerUserError[] {
  if (!password) return [customerError('BLANK', field, "Password can't be blank")];
  if (password !== password.trim()) {
    return [
      customerError(
        'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field,
        'Password starts or ends with whitespace',
      ),
    ];
  }
  if (password.length < minPasswordLength) {
    return [
      customerError('TOO_SHORT', field, `Password is too short (minimum is ${minPasswordLength} characters)`),
    ];
  }
  if (password.length > maxPasswordLength) {
    return [
      customerError('TOO_LONG', field, `Password is too long (maximum is ${maxPasswordLength} characters)`),
    ];
  }
  return [];
}

/** Names and other free text a customer types: no markup, no links (Shopify's anti-spam rules). */
export function textErrors(
  value: string | null | undefined,
  field: Path,
  label: string,
): CustomerUserError[] {
  if (!value) return [];
  if (/<[^>]*>/.test(value))
    return [customerError('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`)];
  if (/(https?:\/\/|www\.)\S+/i.test(value))
    return [customerError('CONTAINS_URL', field, `${label} cannot contain URL`)];
  if (value.length > maxNameLength) {
    return [
      customerError('TOO_LONG', field, `${label} is too long (maximum is ${maxNameLength} characters)`),
    ];
  }
  return [];
}

export function phoneErrors(phone: string | null | undefined, field: Path): CustomerUserError[] {
  if (!phone) return [];
  return isValidPhone(phone) ? [] : [customerError('INVALID', field, 'Phone is invalid')];
}
