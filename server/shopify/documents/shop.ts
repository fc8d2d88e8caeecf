export const SHOP_ID_QUERY = `#graphql
  query ShopId {
    shop {
      id
    }
  }
` as const;
