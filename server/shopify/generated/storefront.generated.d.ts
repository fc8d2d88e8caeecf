/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontTypes from './storefront.types.js';

export type CartFragment = (
  Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
      Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontTypes.Product, 'handle' | 'title'>
          & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        ) }
      ) }
    ) | (
      Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontTypes.Product, 'handle' | 'title'>
          & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        ) }
      ) }
    )> } }
);

export type CartUserErrorsFragment = Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>;

export type CartWarningsFragment = Pick<StorefrontTypes.CartWarning, 'code' | 'message'>;

export type CartQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartQuery = { cart?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
    & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
        Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontTypes.Product, 'handle' | 'title'>
            & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
          ) }
        ) }
      ) | (
        Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontTypes.Product, 'handle' | 'title'>
            & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
          ) }
        ) }
      )> } }
  )> };

export type CartCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CartInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartCreateMutation = { cartCreate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartLinesAddMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineInput> | StorefrontTypes.CartLineInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesAddMutation = { cartLinesAdd?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartLinesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineUpdateInput> | StorefrontTypes.CartLineUpdateInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartLinesRemoveMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lineIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesRemoveMutation = { cartLinesRemove?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'handle' | 'title'>
              & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type MoneyFragment = Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>;

export type ImageFragment = Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>;

export type ProductCardFragment = (
  Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
  & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
);

export type ProductQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'description' | 'descriptionHtml' | 'productType' | 'isGiftCard' | 'availableForSale'>
    & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontTypes.ProductOptionValue, 'name'>
        & { swatch?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ProductOptionValueSwatch, 'color'>> }
      )> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> } }
  )> };

export type ProductCardByHandleQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductCardByHandleQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
    & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )> };

export type CollectionCardsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionCardsQuery = { collection?: StorefrontTypes.Maybe<{ products: { nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
        & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }> };

interface GeneratedQueryTypes {
  "#graphql\n  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $id) {\n      ...Cart\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              handle\n              title\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: CartQuery, variables: CartQueryVariables},
  "#graphql\n  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      productType\n      isGiftCard\n      availableForSale\n      seo {\n        title\n        description\n      }\n      contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n        value\n      }\n      subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n        value\n      }\n      featuredImage {\n        ...Image\n      }\n      images(first: 10) {\n        nodes {\n          ...Image\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n          swatch {\n            color\n          }\n        }\n      }\n      variants(first: 100) {\n        nodes {\n          id\n          title\n          sku\n          availableForSale\n          quantityAvailable\n          selectedOptions {\n            name\n            value\n          }\n          price {\n            ...Money\n          }\n          compareAtPrice {\n            ...Money\n          }\n          image {\n            ...Image\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query ProductCardByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductCardByHandleQuery, variables: ProductCardByHandleQueryVariables},
  "#graphql\n  query CollectionCards($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: $first, sortKey: COLLECTION_DEFAULT) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CollectionCardsQuery, variables: CollectionCardsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartCreate(input: $input) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              handle\n              title\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
  "#graphql\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              handle\n              title\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartLinesAddMutation, variables: CartLinesAddMutationVariables},
  "#graphql\n  mutation CartLinesUpdate(\n    $cartId: ID!\n    $lines: [CartLineUpdateInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              handle\n              title\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartLinesUpdateMutation, variables: CartLinesUpdateMutationVariables},
  "#graphql\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              handle\n              title\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartLinesRemoveMutation, variables: CartLinesRemoveMutationVariables},
}
declare module '@shopify/storefront-api-client' {
  type InputMaybe<T> = StorefrontTypes.InputMaybe<T>;
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
