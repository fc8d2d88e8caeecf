import { CUSTOMER_USER_ERRORS_FRAGMENT } from './fragments';

// spec §7.1 customer calls: the address book.

const MAILING_ADDRESS_FRAGMENT = `#graphql
  fragment AccountAddress on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    provinceCode
    country
    countryCodeV2
    zip
    phone
    formatted
  }
` as const;

/** spec §3, §9: up to 20 addresses plus the default, and the names the customer gave them. */
export const CUSTOMER_ADDRESSES_QUERY = `#graphql
  query CustomerAddresses($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      defaultAddress {
        id
      }
      addresses(first: 20) {
        nodes {
          ...AccountAddress
        }
      }
      addressNames: metafield(namespace: "custom", key: "address_names") {
        value
      }
    }
  }
  ${MAILING_ADDRESS_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;
