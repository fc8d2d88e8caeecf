import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT } from './fragments';

export const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      productType
      isGiftCard
      availableForSale
      seo {
        title
        description
      }
      contentType: metafield(namespace: "custom", key: "product_type") {
        value
      }
      subtitle: metafield(namespace: "custom", key: "subtitle") {
        value
      }
      featuredImage {
        ...Image
      }
      images(first: 10) {
        nodes {
          ...Image
        }
      }
      options {
        name
        optionValues {
          name
          swatch {
            color
          }
        }
      }
      variants(first: 100) {
        nodes {
          id
          title
          sku
          availableForSale
          quantityAvailable
          selectedOptions {
            name
            value
          }
          price {
            ...Money
          }
          compareAtPrice {
            ...Money
          }
          image {
            ...Image
          }
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const PRODUCT_CARD_QUERY = `#graphql
  query ProductCardByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

export const COLLECTION_CARDS_QUERY = `#graphql
  query CollectionCards($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: $first, sortKey: COLLECTION_DEFAULT) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
