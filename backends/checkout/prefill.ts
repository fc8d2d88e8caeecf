import type { Db } from '../db';
import type { CartRow } from '../storefront/cart/rows';
import { addressById } from '../storefront/customer/addresses';
import { customerById } from '../storefront/customer/store';
import { fieldNames, type FormValues } from './form';
import type { MultipassAddress, MultipassCustomer } from './multipass';

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

/** The token's address the form starts from: the one the customer chose, else the default, else the first. */
export function chosenAddress(customer: MultipassCustomer, chosen: number | null): MultipassAddress | null {
  const picked = chosen === null ? undefined : customer.addresses[chosen];
  return picked ?? customer.addresses.find((address) => address.default) ?? customer.addresses[0] ?? null;
}

/** A customer signed in by multipass: their e-mail and an address of theirs, over what the cart knows. */
export function withSignedInCustomer(
  values: FormValues,
  customer: MultipassCustomer,
  chosen: number | null,
): FormValues {
  const address = chosenAddress(customer, chosen);
  const named = {
    ...values,
    email: customer.email,
    firstName: customer.first_name ?? values.firstName,
    lastName: customer.last_name ?? values.lastName,
  };
  if (!address) return named;
  return {
    ...named,
    firstName: address.first_name || named.firstName,
    lastName: address.last_name || named.lastName,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    zip: address.zip,
    country: address.country_code ?? values.country,
    phone: address.phone ?? values.phone,
  };
}
