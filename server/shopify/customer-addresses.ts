import 'server-only';
import { storefrontRequest } from './client';
import { outcome, type Outcome } from './customer';
import {
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
} from './documents/customer-addresses';
import type { CustomerAddressesQuery } from './generated/storefront.generated';
import type { MailingAddressInput } from './generated/storefront.types';

export type CustomerAddressBook = NonNullable<CustomerAddressesQuery['customer']>;
export type CustomerAddress = CustomerAddressBook['addresses']['nodes'][number];

/** spec §3, §9: the first 20 addresses, the default one, and the names the customer gave them. */
export async function getCustomerAddresses(accessToken: string): Promise<CustomerAddressBook | null> {
  const { customer } = await storefrontRequest(CUSTOMER_ADDRESSES_QUERY, {
    variables: { customerAccessToken: accessToken },
  });
  return customer ?? null;
}

export async function createCustomerAddress(
  accessToken: string,
  address: MailingAddressInput,
): Promise<Outcome<{ id: string }>> {
  const { customerAddressCreate: answer } = await storefrontRequest(CUSTOMER_ADDRESS_CREATE_MUTATION, {
    variables: { customerAccessToken: accessToken, address },
  });
  return outcome(answer?.customerAddress, answer?.customerUserErrors);
}

/** The provider checks the address is the token's customer's own: another id is NOT_FOUND. */
export async function updateCustomerAddress(
  accessToken: string,
  id: string,
  address: MailingAddressInput,
): Promise<Outcome<{ id: string }>> {
  const { customerAddressUpdate: answer } = await storefrontRequest(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
    variables: { customerAccessToken: accessToken, id, address },
  });
  return outcome(answer?.customerAddress, answer?.customerUserErrors);
}

export async function deleteCustomerAddress(accessToken: string, id: string): Promise<Outcome<string>> {
  const { customerAddressDelete: answer } = await storefrontRequest(CUSTOMER_ADDRESS_DELETE_MUTATION, {
    variables: { customerAccessToken: accessToken, id },
  });
  return outcome(answer?.deletedCustomerAddressId, answer?.customerUserErrors);
}

export async function setDefaultCustomerAddress(
  accessToken: string,
  addressId: string,
): Promise<Outcome<{ id: string }>> {
  const { customerDefaultAddressUpdate: answer } = await storefrontRequest(
    CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
    { variables: { customerAccessToken: accessToken, addressId } },
  );
  return outcome(answer?.customer, answer?.customerUserErrors);
}
