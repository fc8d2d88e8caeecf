export const PRIVATE_ACCESS_CUSTOMER_QUERY = `#graphql
  query PrivateAccessCustomer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
    }
  }
` as const;
