// PRODUCT_CARD_FRAGMENT carries the Image and Money fragments: a document may define each only once.
import { PRODUCT_CARD_FRAGMENT } from './fragments';

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
      tags
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
      accordions: metafield(namespace: "custom", key: "accordions") {
        value
      }
      sizeInformation: metafield(namespace: "custom", key: "size_information") {
        value
      }
      productPromo: metafield(namespace: "custom", key: "product_promo") {
        value
      }
      comingSoon: metafield(namespace: "custom", key: "coming_soon") {
        value
      }
      privateSalesDiscount: metafield(namespace: "custom", key: "private_sales_discount") {
        value
      }
      sampleType: metafield(namespace: "custom", key: "sample_type") {
        value
      }
      sampleProduct: metafield(namespace: "custom", key: "sample_product") {
        reference {
          ... on Product {
            ...SampleOffer
          }
        }
      }
      associatedProducts: metafield(namespace: "custom", key: "associated_products") {
        references(first: 10) {
          nodes {
            ... on Product {
              ...ProductCard
            }
          }
        }
      }
      featuredImage {
        ...Image
      }
      media(first: 10) {
        nodes {
          __typename
          id
          alt
          ... on MediaImage {
            image {
              ...Image
            }
          }
          ... on Video {
            previewImage {
              ...Image
            }
            sources {
              url
              mimeType
              width
              height
            }
          }
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
          colorName: metafield(namespace: "custom", key: "color_name") {
            value
          }
          colorHex: metafield(namespace: "custom", key: "color_hex") {
            value
          }
          colorHasBorder: metafield(namespace: "custom", key: "color_has_border") {
            value
          }
          components(first: 20) {
            nodes {
              quantity
              productVariant {
                id
                title
                image {
                  ...Image
                }
                product {
                  handle
                  title
                  featuredImage {
                    ...Image
                  }
                  contentType: metafield(namespace: "custom", key: "product_type") {
                    value
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  fragment SampleOffer on Product {
    handle
    title
    availableForSale
    sampleType: metafield(namespace: "custom", key: "sample_type") {
      value
    }
    sampleName: metafield(namespace: "custom", key: "sample_name") {
      value
    }
    sampleImage: metafield(namespace: "custom", key: "sample_image") {
      value
    }
    description
    variants(first: 1) {
      nodes {
        id
        availableForSale
        price {
          ...Money
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
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
