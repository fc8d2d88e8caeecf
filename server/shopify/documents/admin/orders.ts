// An order's detail and its returns (spec §2.1 account `orders` and `return_product`): read through the
// Admin API, which has line ids, fulfillments and returns the Storefront API does not. The shop shows
// an order only after checking that its customer is the session's (server/customer/orders.ts).

const ADMIN_MONEY_FRAGMENT = `#graphql
  fragment AdminMoney on MoneyBag {
    presentmentMoney {
      amount
      currencyCode
    }
  }
` as const;

export const CUSTOMER_ORDER_QUERY = `#graphql
  query CustomerOrder($id: ID!) {
    order(id: $id) {
      id
      name
      processedAt
      displayFinancialStatus
      displayFulfillmentStatus
      totalPriceSet {
        ...AdminMoney
      }
      customer {
        id
      }
      lineItems(first: 50) {
        nodes {
          id
          name
          quantity
          image {
            url
            altText
          }
          variant {
            id
          }
          originalUnitPriceSet {
            ...AdminMoney
          }
        }
      }
      returns(first: 20) {
        nodes {
          id
          name
          status
          returnLineItems(first: 50) {
            nodes {
              quantity
              returnReason
              fulfillmentLineItem {
                lineItem {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
  ${ADMIN_MONEY_FRAGMENT}
` as const;

export const RETURNABLE_LINES_QUERY = `#graphql
  query ReturnableLines($orderId: ID!) {
    returnableFulfillments(orderId: $orderId, first: 10) {
      nodes {
        returnableFulfillmentLineItems(first: 50) {
          nodes {
            quantity
            fulfillmentLineItem {
              id
              lineItem {
                id
                name
                variant {
                  id
                }
                image {
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
` as const;

export const RETURN_REQUEST_MUTATION = `#graphql
  mutation ReturnRequest($input: ReturnRequestInput!) {
    returnRequest(input: $input) {
      return {
        id
        name
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;
