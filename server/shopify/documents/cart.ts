import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from './fragments';

const CART_FRAGMENT = `#graphql
  fragment Cart on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    buyerIdentity {
      countryCode
    }
    attributes {
      key
      value
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        attributes {
          key
          value
        }
        cost {
          amountPerQuantity {
            ...Money
          }
          compareAtAmountPerQuantity {
            ...Money
          }
          totalAmount {
            ...Money
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            quantityAvailable
            selectedOptions {
              name
              value
            }
            image {
              ...Image
            }
            product {
              handle
              title
              contentType: metafield(namespace: "custom", key: "product_type") {
                value
              }
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

const USER_ERRORS_FRAGMENT = `#graphql
  fragment CartUserErrors on CartUserError {
    code
    field
    message
  }
  fragment CartWarnings on CartWarning {
    code
    message
  }
` as const;

export const CART_QUERY = `#graphql
  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $id) {
      ...Cart
    }
  }
  ${CART_FRAGMENT}
` as const;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_LINES_ADD_MUTATION = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_LINES_UPDATE_MUTATION = `#graphql
  mutation CartLinesUpdate(
    $cartId: ID!
    $lines: [CartLineUpdateInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_LINES_REMOVE_MUTATION = `#graphql
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;
