/** The cart as the shop reads it, and the errors and warnings a cart mutation answers with. */
import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from './fragments';

export const CART_FRAGMENT = `#graphql
  fragment Cart on Cart {
    id
    checkoutUrl
    createdAt
    updatedAt
    totalQuantity
    note
    buyerIdentity {
      countryCode
      email
      customer {
        id
      }
    }
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...Money
      }
    }
    cost {
      checkoutChargeAmount {
        ...Money
      }
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
          subtotalAmount {
            ...Money
          }
          totalAmount {
            ...Money
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            sku
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
              id
              handle
              title
              vendor
              featuredImage {
                ...Image
              }
              contentType: metafield(namespace: "custom", key: "product_type") {
                value
              }
              collections(first: 3) {
                nodes {
                  title
                }
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

export const USER_ERRORS_FRAGMENT = `#graphql
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
