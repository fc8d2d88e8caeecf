/**
 * The error catalogue of spec §8: provider user errors normalised to catalogue codes, and routed
 * either to a form field or to a global alert.
 */

/** The bot-check failure code: the bot-check provider's name, then RECAPTCHA_ERROR. */
export const recaptchaErrorCode = 'GOOGLE_RECAPTCHA_ERROR';

export const errorCodes = [
  'ALREADY_ENABLED',
  'BAD_DOMAIN',
  'BLANK',
  'BLANK_DOMAIN',
  'CONTAINS_HTML_TAGS',
  'CONTAINS_URL',
  'CUSTOMER_DISABLED',
  'CUSTOMER_DISABLED_DETAILED',
  'INVALID',
  'INVALID_MULTIPASS_REQUEST',
  'NOT_FOUND',
  'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
  'TAKEN',
  'TAKEN_EMAIL',
  'TAKEN_PHONE',
  'TOKEN_INVALID',
  'TOO_LONG',
  'TOO_SHORT',
  'UNIDENTIFIED_CUSTOMER',
  'SERVER_ERROR',
  'VARIANT_STOCK_UNAVAILABLE',
  'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
  'NO_MORE_PRODUCTS_AVAILABLE',
  recaptchaErrorCode,
  // The shop's own: a new line refused because the cart holds the 100 lines it reads (spec §3, §9).
  'CART_LINES_LIMIT',
  // The shop's own: a client over a rate limit (HTTP 429 with Retry-After; server/rate-limit.ts).
  'TOO_MANY_REQUESTS',
  // The shop's own: a new address refused because the book holds the 20 addresses it reads (spec §9).
  'ADDRESS_BOOK_FULL',
  // The shop's own: a discount code the provider does not apply to the cart; the cart keeps its other codes.
  'DISCOUNT_CODE_NOT_APPLICABLE',
  // The shop's own: a gift card code the provider does not take for the cart; the cart keeps its card.
  'GIFT_CARD_NOT_APPLICABLE',
  // The shop's own: a gift card's recipient fields break a rule (e-mail, message length, send date).
  'GIFT_CARD_RECIPIENT_INVALID',
  // The shop's own: a call the request guards refused before any action ran (proxy.ts, server/guards/).
  'REFUSED',
  // The shop's own: a product form posted options no variant of the product has (docs/adr/0014).
  'OPTIONS_NOT_OFFERED',
] as const;

/** The wait a 429 asks for, in whole minutes for its message (`{minutes}`): at least one. */
export function tooManyRequestsMessage(template: string, retryAfterSeconds: number): string {
  const minutes = Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 1;
  return template.replace('{minutes}', String(minutes));
}

export type ErrorCode = (typeof errorCodes)[number];

function isErrorCode(code: string): code is ErrorCode {
  return (errorCodes as readonly string[]).includes(code);
}

/**
 * The Storefront's own codes that differ from the catalogue. Every CustomerErrorCode of API
 * 2025-07 is already a catalogue code. CartErrorCode values map by meaning; stock problems come
 * back as cart *warnings* (CartWarningCode) in 2025-07, so those are listed here too.
 */
export const providerCodeToCatalogue: Readonly<Record<string, ErrorCode>> = {
  // CartErrorCode
  MAXIMUM_EXCEEDED: 'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
  INVALID_INCREMENT: 'INVALID',
  MINIMUM_NOT_MET: 'INVALID',
  LESS_THAN: 'INVALID',
  INVALID_MERCHANDISE_LINE: 'NOT_FOUND',
  INVALID_METAFIELDS: 'INVALID',
  INVALID_ZIP_CODE_FOR_COUNTRY: 'INVALID',
  INVALID_ZIP_CODE_FOR_PROVINCE: 'INVALID',
  ZIP_CODE_NOT_SUPPORTED: 'INVALID',
  PROVINCE_NOT_FOUND: 'INVALID',
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: 'INVALID',
  ADDRESS_FIELD_CONTAINS_EMOJIS: 'INVALID',
  ADDRESS_FIELD_IS_REQUIRED: 'BLANK',
  MISSING_NOTE: 'BLANK',
  MISSING_DISCOUNT_CODE: 'BLANK',
  ADDRESS_FIELD_IS_TOO_LONG: 'TOO_LONG',
  NOTE_TOO_LONG: 'TOO_LONG',
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: 'CONTAINS_HTML_TAGS',
  ADDRESS_FIELD_CONTAINS_URL: 'CONTAINS_URL',
  INVALID_DELIVERY_ADDRESS_ID: 'NOT_FOUND',
  MISSING_CUSTOMER_ACCESS_TOKEN: 'UNIDENTIFIED_CUSTOMER',
  CART_TOO_LARGE: 'CART_LINES_LIMIT',
  // CartWarningCode: nothing left in stock, or less than asked (the line was capped)
  MERCHANDISE_OUT_OF_STOCK: 'VARIANT_STOCK_UNAVAILABLE',
  MERCHANDISE_NOT_ENOUGH_STOCK: 'NO_MORE_PRODUCTS_AVAILABLE',
};

/** userErrors / customerUserErrors as the provider returns them. */
export interface ProviderUserError {
  field?: readonly string[] | null;
  message: string;
  code?: string | null;
}

export interface NormalisedUserError {
  field: string | null;
  message: string;
  /** Null only when the provider gave no code (the legacy `userErrors` have none). */
  code: ErrorCode | null;
}

/** Shopify says TAKEN for both; the catalogue tells them apart. */
const takenByField: Record<string, ErrorCode> = { email: 'TAKEN_EMAIL', phone: 'TAKEN_PHONE' };

export function catalogueCode(code: string, field: string | null): ErrorCode {
  if (code === 'TAKEN' && field && takenByField[field]) return takenByField[field];
  if (isErrorCode(code)) return code;
  return providerCodeToCatalogue[code] ?? 'SERVER_ERROR';
}

/** Spec: the second element of the field path names the field (['input', 'email'] -> 'email'). */
export function normaliseUserError(error: ProviderUserError): NormalisedUserError {
  const field = error.field?.[1] ?? null;
  return { field, message: error.message, code: error.code ? catalogueCode(error.code, field) : null };
}

export function normaliseUserErrors(
  errors: readonly ProviderUserError[] | null | undefined,
): NormalisedUserError[] {
  return (errors ?? []).map(normaliseUserError);
}

/** Cart warnings that concern the shopper (stock); the others (discount notices) are not errors. */
export function normaliseCartWarnings(
  warnings: readonly { code: string; message: string }[] | null | undefined,
): NormalisedUserError[] {
  return (warnings ?? []).flatMap(({ code, message }) => {
    const mapped = providerCodeToCatalogue[code];
    return mapped === 'VARIANT_STOCK_UNAVAILABLE' || mapped === 'NO_MORE_PRODUCTS_AVAILABLE'
      ? [{ field: null, message, code: mapped }]
      : [];
  });
}

/**
 * spec §8 alerts: the success types (shown as a confirmation, not an error). CUSTOMER_DISABLED is one:
 * on sign-up it means "an e-mail was sent to confirm the address", which is good news. PASSWORD_RESET is
 * the success code of a reset password.
 */
export const successAlertTypes = [
  'ALERT_STOCK_SUCCESS',
  'ENTITY_SAVED',
  'EMAIL_SENT',
  'NEWSLETTER_SUBSCRIBE',
  'COOKIES_UPDATED',
  'CUSTOMER_DISABLED',
  'CUSTOMER_DISABLED_DETAILED',
  'PASSWORD_RESET',
] as const;

export type SuccessAlertType = (typeof successAlertTypes)[number];

export function isSuccessAlert(type: string): type is SuccessAlertType {
  return (successAlertTypes as readonly string[]).includes(type);
}

/** A provider refusal as a form shows it: codes under fields, the others as the form's alert. */
export interface RoutedUserErrors {
  /** Field name -> catalogue codes (message keys of the `alerts` namespace). */
  fields: Record<string, ErrorCode[]>;
  /** The first code that belongs to no field of the form (one alert at a time). */
  alert: ErrorCode | null;
}

/**
 * spec §8: "codes are mapped to global alerts or to specific fields". A code goes under the field its
 * path names when the form has that field (the provider's `password` is the form's `newPassword` on a
 * reset: `fieldAliases`); a code without a field, or with a field the form does not show, is the
 * form's alert. A missing code is SERVER_ERROR (the legacy `userErrors` have none).
 */
export function routeUserErrors(
  errors: readonly NormalisedUserError[],
  formFields: readonly string[],
  fieldAliases: Readonly<Record<string, string>> = {},
): RoutedUserErrors {
  const routed: RoutedUserErrors = { fields: {}, alert: null };
  for (const error of errors) {
    const code = error.code ?? 'SERVER_ERROR';
    const field = error.field ? (fieldAliases[error.field] ?? error.field) : null;
    if (field && formFields.includes(field)) (routed.fields[field] ??= []).push(code);
    else routed.alert ??= code;
  }
  return routed;
}
