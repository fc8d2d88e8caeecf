import { CART_FRAGMENT, USER_ERRORS_FRAGMENT } from './cart-fragments';
import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from './fragments';

export const CART_QUERY = `#graphql
  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $id) {
      ...Cart
    }
  }
  ${CART_FRAGMENT}
` as const;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

/**
 * The add, answered with the cart and every line it holds (`everyLine`, past the 100 the cart fragment
 * reads, up to Shopify's ceiling of 250): the 100-line rule is checked on this answer, so an add is one
 * request (lib linePastCartLimit).
 */
export const CART_LINES_ADD_MUTATION = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...Cart
        everyLine: lines(first: 250) {
          nodes {
            id
            quantity
            attributes {
              key
              value
            }
            merchandise {
              ... on ProductVariant {
                id
              }
            }
          }
        }
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_LINES_UPDATE_MUTATION = `#graphql
  mutation CartLinesUpdate(
    $cartId: ID!
    $lines: [CartLineUpdateInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_LINES_REMOVE_MUTATION = `#graphql
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_ATTRIBUTES_UPDATE_MUTATION = `#graphql
  mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_NOTE_UPDATE_MUTATION = `#graphql
  mutation CartNoteUpdate($cartId: ID!, $note: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartNoteUpdate(cartId: $cartId, note: $note) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

/** 2025-07 sets the cart's gift cards to the codes given (cartGiftCardCodesAdd came in 2025-10). */
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = `#graphql
  mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = `#graphql
  mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

export const CART_BUYER_IDENTITY_UPDATE_MUTATION = `#graphql
  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        ...Cart
      }
      userErrors {
        ...CartUserErrors
      }
      warnings {
        ...CartWarnings
      }
    }
  }
  ${CART_FRAGMENT}
  ${USER_ERRORS_FRAGMENT}
` as const;

/** The variant a shopper adds, with what the line attributes need (spec §3 cart-line attributes). */
export const CART_MERCHANDISE_QUERY = `#graphql
  query CartMerchandise($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      ... on ProductVariant {
        id
        product {
          productType
          isGiftCard
          contentType: metafield(namespace: "custom", key: "product_type") {
            value
          }
        }
      }
    }
  }
` as const;

/** What the cart panel offers: samples with purchase and the packaging pouch. */
export const CART_OFFERS_QUERY = `#graphql
  query CartOffers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    samples: products(first: 20, query: "product_type:Sample") {
      nodes {
        ...CartOffer
        sampleType: metafield(namespace: "custom", key: "sample_type") {
          value
        }
      }
    }
    pouches: products(first: 1, query: "product_type:Pouch") {
      nodes {
        ...CartOffer
      }
    }
  }
  fragment CartOffer on Product {
    title
    featuredImage {
      ...Image
    }
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
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;
