export const GIFT_CARD_BALANCE_QUERY = `#graphql
  query GiftCardBalance($query: String!) {
    giftCards(first: 1, query: $query) {
      nodes {
        balance {
          amount
          currencyCode
        }
        expiresOn
        enabled
      }
    }
  }
` as const;
