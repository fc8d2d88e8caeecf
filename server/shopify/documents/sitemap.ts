export const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts($after: String) {
    products(first: 250, after: $after) {
      nodes {
        handle
        updatedAt
        contentType: metafield(namespace: "custom", key: "product_type") {
          value
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;

export const SITEMAP_COLLECTIONS_QUERY = `#graphql
  query SitemapCollections($after: String) {
    collections(first: 250, after: $after) {
      nodes {
        handle
        updatedAt
        products(first: 1) {
          nodes {
            contentType: metafield(namespace: "custom", key: "product_type") {
              value
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
