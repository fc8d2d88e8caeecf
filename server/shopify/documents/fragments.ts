export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const IMAGE_FRAGMENT = `#graphql
  fragment Image on Image {
    url
    altText
    width
    height
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    vendor
    availableForSale
    isGiftCard
    # spec §9: a listing reads 20 variants; a card's quick add offers a fragrance's volumes among them.
    quickAddVariants: variants(first: 20) {
      nodes {
        id
        availableForSale
        selectedOptions {
          name
          value
        }
        price {
          ...Money
        }
        # The card shows the picture of the colour a listing is filtered by (lib/card-image.ts).
        image {
          ...Image
        }
      }
    }
    featuredImage {
      ...Image
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
    }
    contentType: metafield(namespace: "custom", key: "product_type") {
      value
    }
    subtitle: metafield(namespace: "custom", key: "subtitle") {
      value
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** A customer mutation's refusals (server/shopify/documents/customer-*.ts). */
export const CUSTOMER_USER_ERRORS_FRAGMENT = `#graphql
  fragment CustomerUserErrors on CustomerUserError {
    code
    field
    message
  }
` as const;
