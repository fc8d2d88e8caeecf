/** CartUserError and CartWarning payload entries, with Shopify's enum codes (storefront.schema.json). */

export type CartErrorCode =
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'LESS_THAN'
  | 'MAXIMUM_EXCEEDED'
  | 'MISSING_DISCOUNT_CODE'
  | 'CART_TOO_LARGE'
  | 'INVALID_COMPANY_LOCATION';

type CartWarningCode =
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  | 'MERCHANDISE_OUT_OF_STOCK'
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

export interface CartProblems {
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export function noProblems(): CartProblems {
  return { userErrors: [], warnings: [] };
}

export function userError(
  code: CartErrorCode,
  field: (string | number)[] | null,
  message: string,
): CartUserError {
  return { code, field: field?.map(String) ?? null, message };
}

export const cartNotFound = (field = 'cartId') =>
  userError('INVALID', [field], 'The specified cart does not exist.');
