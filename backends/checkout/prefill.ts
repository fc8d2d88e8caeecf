import type { Db } from '../db';
import type { CartRow } from '../storefront/cart/rows';
import { addressById } from '../storefront/customer/addresses';
import { customerById } from '../storefront/customer/store';
import { fieldNames, type FormValues } from './form';

/** The form's first values: the buyer's e-mail and, for a known customer, the default address. */
export function prefill(db: Db, cart: CartRow): FormValues {
  const values = Object.fromEntries(fieldNames.map((name) => [name, ''])) as FormValues;
  const customer = cart.customer_id === null ? null : customerById(db, cart.customer_id);
  values.email = cart.email ?? customer?.email ?? '';
  values.country = cart.country;
  const address = customer ? addressById(db, customer.default_address_id) : null;
  if (address) {
    Object.assign(values, {
      firstName: address.first_name ?? '',
      lastName: address.last_name ?? '',
      address1: address.address1 ?? '',
      address2: address.address2 ?? '',
      city: address.city ?? '',
      zip: address.zip ?? '',
      country: address.country_code ?? cart.country,
      phone: address.phone ?? cart.phone ?? '',
    });
  } else {
    values.firstName = customer?.first_name ?? '';
    values.lastName = customer?.last_name ?? '';
    values.phone = cart.phone ?? customer?.phone ?? '';
  }
  return values;
}
