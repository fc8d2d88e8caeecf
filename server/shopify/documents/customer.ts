import { MONEY_FRAGMENT } from './fragments';

// spec §7.1 customer calls. Every one carries the customer access token as an argument (the
// Storefront's way of authorising a customer), never in a URL the shop shows.

const CUSTOMER_USER_ERRORS_FRAGMENT = `#graphql
  fragment CustomerUserErrors on CustomerUserError {
    code
    field
    message
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION = `#graphql
  mutation CustomerAccessTokenRenew($customerAccessToken: String!) {
    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
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

export const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_RESET_BY_URL_MUTATION = `#graphql
  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!) {
    customerResetByUrl(resetUrl: $resetUrl, password: $password) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_ACTIVATE_BY_URL_MUTATION = `#graphql
  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS_FRAGMENT}
` as const;

/** The account page: who the customer is, and the metafields the shop keeps about them (spec §3). */
export const CUSTOMER_ACCOUNT_QUERY = `#graphql
  query CustomerAccount($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      displayName
      email
      phone
      acceptsMarketing
      birthday: metafield(namespace: "custom", key: "birthday") {
        value
      }
      gender: metafield(namespace: "custom", key: "gender") {
        value
      }
    }
  }
` as const;

/** What names an order line in the request's language (lib/order-lines.ts). */
const ORDER_LINE_VARIANT_FRAGMENT = `#graphql
  fragment OrderLineVariant on ProductVariant {
    title
    product {
      title
    }
  }
` as const;

/** One page of the customer's orders, newest first, with a few lines each to picture them. */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int
    $after: String
    $last: Int
    $before: String
    $language: LanguageCode
  ) @inContext(language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: $first, after: $after, last: $last, before: $before, sortKey: PROCESSED_AT, reverse: true) {
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        nodes {
          id
          name
          processedAt
          financialStatus
          fulfillmentStatus
          currentTotalPrice {
            ...Money
          }
          lineItems(first: 4) {
            nodes {
              title
              quantity
              variant {
                ...OrderLineVariant
                image {
                  url
                  altText
                }
                product {
                  featuredImage {
                    url
                    altText
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${ORDER_LINE_VARIANT_FRAGMENT}
` as const;

/** The variants of Admin order lines, in the shopper's language (lib/order-lines.ts says why). */
export const ORDER_LINE_VARIANTS_QUERY = `#graphql
  query OrderLineVariants($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        ...OrderLineVariant
      }
    }
  }
  ${ORDER_LINE_VARIANT_FRAGMENT}
` as const;

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
