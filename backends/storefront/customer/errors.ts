/** CustomerUserError entries with Shopify's CustomerErrorCode values (storefront.schema.json). */

export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

export function customerError(
  code: CustomerErrorCode,
  field: (string | number)[] | null,
  message: string,
): CustomerUserError {
  return { code, field: field?.map(String) ?? null, message };
}

/** The same answer for an unknown e-mail and a wrong password, so sign-in never reveals accounts. */
export const unidentifiedCustomer = () =>
  customerError('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer');

/**
 * Payloads of the customer mutations carry the errors twice: customerUserErrors (with codes) and
 * the deprecated userErrors (without).
 */
export function withErrors<T extends object>(payload: T, errors: CustomerUserError[]) {
  return {
    ...payload,
    customerUserErrors: errors,
    userErrors: errors.map(({ field, message }) => ({ field, message })),
  };
}
