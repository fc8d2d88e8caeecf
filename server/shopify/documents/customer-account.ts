import { CUSTOMER_USER_ERRORS_FRAGMENT } from './fragments';

// spec §7.1 customer calls. Every one carries the customer access token as an argument (the
// Storefront's way of authorising a customer), never in a URL the shop shows.

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
