import type { Db } from '../../db';
import { customerOfAccessToken } from '../customer/access-tokens';
import { isValidEmail, isValidPhone } from '../customer/validation';
import { userError, type CartUserError } from './errors';
import type { CartRow } from './rows';

/** Storefront CartBuyerIdentityInput (2025-07: delivery addresses moved to cart.delivery). */
export interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
}

export type BuyerIdentityPatch = Partial<
  Pick<
    CartRow,
    'country' | 'email' | 'phone' | 'customer_id' | 'customer_access_token' | 'delivery_address_id'
  >
>;

/**
 * The cart columns a buyer identity input sets. Only keys present in the input change; an explicit
 * null or empty customerAccessToken unlinks the customer (sign-out).
 */
export function buyerIdentityPatch(
  db: Db,
  input: BuyerIdentityInput,
  field: string[],
): { patch: BuyerIdentityPatch; errors: CartUserError[] } {
  const patch: BuyerIdentityPatch = {};
  const errors: CartUserError[] = [];
  if (input.countryCode != null) patch.country = input.countryCode;
  if (input.email !== undefined) {
    if (input.email && !isValidEmail(input.email))
      errors.push(userError('INVALID', [...field, 'email'], 'Email is invalid.'));
    patch.email = input.email || null;
  }
  if (input.phone !== undefined) {
    if (input.phone && !isValidPhone(input.phone))
      errors.push(userError('INVALID', [...field, 'phone'], 'Phone is invalid.'));
    patch.phone = input.phone || null;
  }
  if (input.companyLocationId != null) {
    errors.push(
      userError(
        'INVALID_COMPANY_LOCATION',
        [...field, 'companyLocationId'],
        'Company location not found or not allowed.',
      ),
    );
  }
  if (input.customerAccessToken !== undefined) {
    if (!input.customerAccessToken) {
      Object.assign(patch, { customer_id: null, customer_access_token: null, delivery_address_id: null });
    } else {
      const customer = customerOfAccessToken(db, input.customerAccessToken);
      if (!customer) {
        errors.push(
          userError('INVALID', [...field, 'customerAccessToken'], 'Customer access token is invalid.'),
        );
      } else {
        // Shopify prefers the customer's default address for delivery once the customer is known.
        Object.assign(patch, {
          customer_id: customer.id,
          customer_access_token: input.customerAccessToken,
          delivery_address_id: customer.default_address_id,
        });
      }
    }
  }
  return { patch, errors };
}
