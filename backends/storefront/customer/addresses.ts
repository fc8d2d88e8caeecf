import type { Db } from '../../db';
import { gid } from '../ids';
import type { AddressFields, AddressRow } from './rows';

/** What MailingAddress field resolvers read: the address columns plus its gid (typed for unions). */
export type MailingAddressParent = AddressFields & {
  __typename: 'MailingAddress';
  gid: string;
  latitude: number | null;
  longitude: number | null;
};

export function customerAddressParent(row: AddressRow): MailingAddressParent {
  return { ...row, __typename: 'MailingAddress', gid: gid('MailingAddress', row.id) };
}

/** An order's shipping address (stored as JSON) has its own id space, as on Shopify. */
export function orderAddressParent(orderId: number, json: string | null): MailingAddressParent | null {
  if (!json) return null;
  const fields = JSON.parse(json) as Partial<AddressFields>;
  return {
    ...emptyAddress,
    ...fields,
    __typename: 'MailingAddress',
    gid: gid('MailingAddress', `${orderId}?model_name=Address`),
    latitude: null,
    longitude: null,
  };
}

const emptyAddress: AddressFields = {
  first_name: null,
  last_name: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  province: null,
  province_code: null,
  country: null,
  country_code: null,
  zip: null,
  phone: null,
};

export function addressesOf(db: Db, customerId: number): AddressRow[] {
  return db.all<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id', [
    customerId,
  ]);
}

export function addressById(db: Db, id: number | null): AddressRow | null {
  if (id === null) return null;
  return db.get<AddressRow>('SELECT * FROM customer_addresses WHERE id = ?', [id]) ?? null;
}
