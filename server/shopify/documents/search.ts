import { PRODUCT_CARD_FRAGMENT } from './fragments';

export const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $query, first: $first, types: [PRODUCT], prefix: LAST, unavailableProducts: LAST) {
      totalCount
      nodes {
        ... on Product {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

export const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch($query: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [QUERY, PRODUCT]) {
      queries {
        text
      }
      products {
        id
        handle
        title
        contentType: metafield(namespace: "custom", key: "product_type") {
          value
        }
      }
    }
  }
` as const;
