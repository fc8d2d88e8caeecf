import { MONEY_FRAGMENT } from './fragments';

// spec §7.1 customer calls: the customer's orders and the names of their lines.

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
