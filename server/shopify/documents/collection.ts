import { PRODUCT_CARD_FRAGMENT } from './fragments';

const FACET_FRAGMENT = `#graphql
  fragment Facet on Filter {
    id
    label
    type
    presentation
    values {
      id
      label
      count
      input
      swatch {
        color
      }
    }
  }
` as const;

/** The facets of a collection before any filter: they tell which filter values the URL may name. */
export const COLLECTION_FACETS_QUERY = `#graphql
  query CollectionFacets($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: 1) {
        filters {
          ...Facet
        }
      }
    }
  }
  ${FACET_FRAGMENT}
` as const;

/** Only the cursors of a sorted, filtered collection: page N starts after the cursor of item 8(N-1). */
export const COLLECTION_CURSORS_QUERY = `#graphql
  query CollectionCursors(
    $handle: String!
    $first: Int!
    $after: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
        edges {
          cursor
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
` as const;

/**
 * One page of a sorted, filtered collection. The first page also asks for the first chunk of its
 * cursors (a second alias of the same connection), so a cold listing costs one round trip, not two
 * in series.
 */
export const COLLECTION_PAGE_QUERY = `#graphql
  query CollectionPage(
    $handle: String!
    $first: Int!
    $after: String
    $withCursors: Boolean!
    $cursorChunk: Int!
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
        filters {
          ...Facet
        }
        nodes {
          ...ProductCard
        }
      }
      cursors: products(first: $cursorChunk, sortKey: $sortKey, reverse: $reverse, filters: $filters)
        @include(if: $withCursors) {
        edges {
          cursor
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
  ${FACET_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;
