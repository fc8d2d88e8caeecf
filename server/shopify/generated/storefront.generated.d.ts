/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontTypes from './storefront.types.js';

export type CartFragment = (
  Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
  & { buyerIdentity: (
    Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
    & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
  ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
    Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
    & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
  )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
      Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
          & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
        ) }
      ) }
    ) | (
      Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
          & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
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
    Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
    & { buyerIdentity: (
      Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
      & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
    ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
      Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
      & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
    )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
        Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
            & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
          ) }
        ) }
      ) | (
        Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
            & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
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
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
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
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { everyLine: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: Pick<StorefrontTypes.ProductVariant, 'id'> }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, merchandise: Pick<StorefrontTypes.ProductVariant, 'id'> }
        )> }, buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
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
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
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
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartAttributesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  attributes: Array<StorefrontTypes.AttributeInput> | StorefrontTypes.AttributeInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartAttributesUpdateMutation = { cartAttributesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartNoteUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  note: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartNoteUpdateMutation = { cartNoteUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartDiscountCodesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  discountCodes: Array<StorefrontTypes.Scalars['String']['input']> | StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartGiftCardCodesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  giftCardCodes: Array<StorefrontTypes.Scalars['String']['input']> | StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartGiftCardCodesUpdateMutation = { cartGiftCardCodesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartGiftCardCodesRemoveMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  appliedGiftCardIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartGiftCardCodesRemoveMutation = { cartGiftCardCodesRemove?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartBuyerIdentityUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  buyerIdentity: StorefrontTypes.CartBuyerIdentityInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartBuyerIdentityUpdateMutation = { cartBuyerIdentityUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontTypes.CartBuyerIdentity, 'countryCode' | 'email'>
        & { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> }
      ), attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }>, appliedGiftCards: Array<(
        Pick<StorefrontTypes.AppliedGiftCard, 'id' | 'lastCharacters'>
        & { amountUsed: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
      )>, cost: { checkoutChargeAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'sku' | 'title' | 'quantityAvailable'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor'>
              & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'title'>> } }
            ) }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message'>> }> };

export type CartMerchandiseQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartMerchandiseQuery = { node?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id'>
    & { product: (
      Pick<StorefrontTypes.Product, 'productType' | 'isGiftCard'>
      & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    ) }
  )> };

export type CartOffersQueryVariables = StorefrontTypes.Exact<{
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartOffersQuery = { samples: { nodes: Array<(
      Pick<StorefrontTypes.Product, 'title'>
      & { sampleType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
          & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
        )> } }
    )> }, pouches: { nodes: Array<(
      Pick<StorefrontTypes.Product, 'title'>
      & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
          & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
        )> } }
    )> } };

export type CartOfferFragment = (
  Pick<StorefrontTypes.Product, 'title'>
  & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
    )> } }
);

export type FacetFragment = (
  Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type' | 'presentation'>
  & { values: Array<(
    Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>
    & { swatch?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Swatch, 'color'>> }
  )> }
);

export type CollectionFacetsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionFacetsQuery = { collection?: StorefrontTypes.Maybe<{ products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type' | 'presentation'>
        & { values: Array<(
          Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>
          & { swatch?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Swatch, 'color'>> }
        )> }
      )> } }> };

export type CollectionCursorsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.ProductCollectionSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  filters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionCursorsQuery = { collection?: StorefrontTypes.Maybe<{ products: { edges: Array<Pick<StorefrontTypes.ProductEdge, 'cursor'>>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage'> } }> };

export type CollectionPageQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  withCursors: StorefrontTypes.Scalars['Boolean']['input'];
  cursorChunk: StorefrontTypes.Scalars['Int']['input'];
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.ProductCollectionSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  filters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionPageQuery = { collection?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type' | 'presentation'>
        & { values: Array<(
          Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>
          & { swatch?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Swatch, 'color'>> }
        )> }
      )>, nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale' | 'isGiftCard'>
        & { quickAddVariants: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> }, cursors?: { edges: Array<Pick<StorefrontTypes.ProductEdge, 'cursor'>>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage'> } }
  )> };

export type CustomerAccessTokenCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CustomerAccessTokenCreateInput;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenRenewMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAccessTokenRenewMutation = { customerAccessTokenRenew?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, userErrors: Array<Pick<StorefrontTypes.UserError, 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontTypes.UserError, 'field' | 'message'>> }
  )> };

export type CustomerCreateMutationVariables = StorefrontTypes.Exact<{
  input: StorefrontTypes.CustomerCreateInput;
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CustomerCreateMutation = { customerCreate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerRecoverMutationVariables = StorefrontTypes.Exact<{
  email: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontTypes.Maybe<{ customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetByUrlMutationVariables = StorefrontTypes.Exact<{
  resetUrl: StorefrontTypes.Scalars['URL']['input'];
  password: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerResetByUrlMutation = { customerResetByUrl?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerActivateByUrlMutationVariables = StorefrontTypes.Exact<{
  activationUrl: StorefrontTypes.Scalars['URL']['input'];
  password: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerActivateByUrlMutation = { customerActivateByUrl?: StorefrontTypes.Maybe<{ customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  customer: StorefrontTypes.CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>>, customerAccessToken?: StorefrontTypes.Maybe<Pick<StorefrontTypes.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAccountQuery = { customer?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Customer, 'id' | 'firstName' | 'lastName' | 'displayName' | 'email' | 'phone' | 'acceptsMarketing'>
    & { birthday?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, gender?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )> };

export type AccountAddressFragment = Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted'>;

export type CustomerAddressesQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type CustomerAddressesQuery = { customer?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Customer, 'id'>
    & { defaultAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id'>>, addresses: { nodes: Array<Pick<StorefrontTypes.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted'>> }, addressNames?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )> };

export type CustomerAddressCreateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  address: StorefrontTypes.MailingAddressInput;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontTypes.Maybe<{ customerAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  id: StorefrontTypes.Scalars['ID']['input'];
  address: StorefrontTypes.MailingAddressInput;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontTypes.Maybe<{ customerAddress?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  id: StorefrontTypes.Scalars['ID']['input'];
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  addressId: StorefrontTypes.Scalars['ID']['input'];
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontTypes.Maybe<{ customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type OrderLineVariantFragment = (
  Pick<StorefrontTypes.ProductVariant, 'title'>
  & { product: Pick<StorefrontTypes.Product, 'title'> }
);

export type CustomerOrdersQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
  first?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  last?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Int']['input']>;
  before?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer?: StorefrontTypes.Maybe<{ orders: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontTypes.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { currentTotalPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<StorefrontTypes.OrderLineItem, 'title' | 'quantity'>
            & { variant?: StorefrontTypes.Maybe<(
              Pick<StorefrontTypes.ProductVariant, 'title'>
              & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText'>>, product: (
                Pick<StorefrontTypes.Product, 'title'>
                & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText'>> }
              ) }
            )> }
          )> } }
      )> } }> };

export type OrderLineVariantsQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type OrderLineVariantsQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id' | 'title'>
    & { product: Pick<StorefrontTypes.Product, 'title'> }
  )>> };

export type MoneyFragment = Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>;

export type ImageFragment = Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>;

export type ProductCardFragment = (
  Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale' | 'isGiftCard'>
  & { quickAddVariants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
      & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
);

export type CustomerUserErrorsFragment = Pick<StorefrontTypes.CustomerUserError, 'code' | 'field' | 'message'>;

export type PrivateAccessCustomerQueryVariables = StorefrontTypes.Exact<{
  customerAccessToken: StorefrontTypes.Scalars['String']['input'];
}>;


export type PrivateAccessCustomerQuery = { customer?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Customer, 'id'>> };

export type ProductQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'description' | 'descriptionHtml' | 'productType' | 'isGiftCard' | 'availableForSale' | 'tags'>
    & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, accordions?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sizeInformation?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, productPromo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, comingSoon?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, privateSalesDiscount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sampleType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sampleProduct?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title' | 'availableForSale' | 'description'>
        & { sampleType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sampleName?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sampleImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, variants: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
          )> } }
      )> }>, associatedProducts?: StorefrontTypes.Maybe<{ references?: StorefrontTypes.Maybe<{ nodes: Array<(
          Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale' | 'isGiftCard'>
          & { quickAddVariants: { nodes: Array<(
              Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
              & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
            )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        )> }> }>, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, media: { nodes: Array<(
        { __typename: 'ExternalVideo' }
        & Pick<StorefrontTypes.ExternalVideo, 'id' | 'alt'>
      ) | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontTypes.MediaImage, 'id' | 'alt'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Model3d' }
        & Pick<StorefrontTypes.Model3d, 'id' | 'alt'>
      ) | (
        { __typename: 'Video' }
        & Pick<StorefrontTypes.Video, 'id' | 'alt'>
        & { previewImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, sources: Array<Pick<StorefrontTypes.VideoSource, 'url' | 'mimeType' | 'width' | 'height'>> }
      )> }, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontTypes.ProductOptionValue, 'name'>
        & { swatch?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ProductOptionValueSwatch, 'color'>> }
      )> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, colorName?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, colorHex?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, colorHasBorder?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, components: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariantComponent, 'quantity'>
            & { productVariant: (
              Pick<StorefrontTypes.ProductVariant, 'id' | 'title'>
              & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
                Pick<StorefrontTypes.Product, 'handle' | 'title'>
                & { featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
              ) }
            ) }
          )> } }
      )> } }
  )> };

export type SampleOfferFragment = (
  Pick<StorefrontTypes.Product, 'handle' | 'title' | 'availableForSale' | 'description'>
  & { sampleType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sampleName?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sampleImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }
    )> } }
);

export type ProductCardByHandleQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductCardByHandleQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale' | 'isGiftCard'>
    & { quickAddVariants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
        & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )> };

export type CollectionCardsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionCardsQuery = { collection?: StorefrontTypes.Maybe<{ products: { nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale' | 'isGiftCard'>
        & { quickAddVariants: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
            & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }> };

export type SearchProductsQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SearchProductsQuery = { search: (
    Pick<StorefrontTypes.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale' | 'isGiftCard'>
      & { quickAddVariants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'availableForSale'>
          & { selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
        )> }, featuredImage?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'> }, contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, subtitle?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> }
  ) };

export type PredictiveSearchQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  limit: StorefrontTypes.Scalars['Int']['input'];
  country?: StorefrontTypes.InputMaybe<StorefrontTypes.CountryCode>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontTypes.Maybe<{ queries: Array<Pick<StorefrontTypes.SearchQuerySuggestion, 'text'>>, products: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title'>
      & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> }> };

export type ShopIdQueryVariables = StorefrontTypes.Exact<{ [key: string]: never; }>;


export type ShopIdQuery = { shop: Pick<StorefrontTypes.Shop, 'id'> };

export type SitemapProductsQueryVariables = StorefrontTypes.Exact<{
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type SitemapProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontTypes.Product, 'handle' | 'updatedAt'>
      & { contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type SitemapCollectionsQueryVariables = StorefrontTypes.Exact<{
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
}>;


export type SitemapCollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontTypes.Collection, 'handle' | 'updatedAt'>
      & { products: { nodes: Array<{ contentType?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }> } }
    )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

interface GeneratedQueryTypes {
  "#graphql\n  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $id) {\n      ...Cart\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: CartQuery, variables: CartQueryVariables},
  "#graphql\n  query CartMerchandise($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    node(id: $id) {\n      ... on ProductVariant {\n        id\n        product {\n          productType\n          isGiftCard\n          contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: CartMerchandiseQuery, variables: CartMerchandiseQueryVariables},
  "#graphql\n  query CartOffers($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    samples: products(first: 20, query: \"product_type:Sample\") {\n      nodes {\n        ...CartOffer\n        sampleType: metafield(namespace: \"custom\", key: \"sample_type\") {\n          value\n        }\n      }\n    }\n    pouches: products(first: 1, query: \"product_type:Pouch\") {\n      nodes {\n        ...CartOffer\n      }\n    }\n  }\n  fragment CartOffer on Product {\n    title\n    featuredImage {\n      ...Image\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        price {\n          ...Money\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n": {return: CartOffersQuery, variables: CartOffersQueryVariables},
  "#graphql\n  query CollectionFacets($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: 1) {\n        filters {\n          ...Facet\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Facet on Filter {\n    id\n    label\n    type\n    presentation\n    values {\n      id\n      label\n      count\n      input\n      swatch {\n        color\n      }\n    }\n  }\n\n": {return: CollectionFacetsQuery, variables: CollectionFacetsQueryVariables},
  "#graphql\n  query CollectionCursors(\n    $handle: String!\n    $first: Int!\n    $after: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {\n        edges {\n          cursor\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n": {return: CollectionCursorsQuery, variables: CollectionCursorsQueryVariables},
  "#graphql\n  query CollectionPage(\n    $handle: String!\n    $first: Int!\n    $after: String\n    $withCursors: Boolean!\n    $cursorChunk: Int!\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {\n        filters {\n          ...Facet\n        }\n        nodes {\n          ...ProductCard\n        }\n      }\n      cursors: products(first: $cursorChunk, sortKey: $sortKey, reverse: $reverse, filters: $filters)\n        @include(if: $withCursors) {\n        edges {\n          cursor\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Facet on Filter {\n    id\n    label\n    type\n    presentation\n    values {\n      id\n      label\n      count\n      input\n      swatch {\n        color\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    isGiftCard\n    # spec §9: a listing reads 20 variants; a card's quick add offers a fragrance's volumes among them.\n    quickAddVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        # The card shows the picture of the colour a listing is filtered by (lib/card-image.ts).\n        image {\n          ...Image\n        }\n      }\n    }\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CollectionPageQuery, variables: CollectionPageQueryVariables},
  "#graphql\n  query CustomerAccount($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      firstName\n      lastName\n      displayName\n      email\n      phone\n      acceptsMarketing\n      birthday: metafield(namespace: \"custom\", key: \"birthday\") {\n        value\n      }\n      gender: metafield(namespace: \"custom\", key: \"gender\") {\n        value\n      }\n    }\n  }\n": {return: CustomerAccountQuery, variables: CustomerAccountQueryVariables},
  "#graphql\n  query CustomerAddresses($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      defaultAddress {\n        id\n      }\n      addresses(first: 20) {\n        nodes {\n          ...AccountAddress\n        }\n      }\n      addressNames: metafield(namespace: \"custom\", key: \"address_names\") {\n        value\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    formatted\n  }\n\n": {return: CustomerAddressesQuery, variables: CustomerAddressesQueryVariables},
  "#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $language: LanguageCode\n  ) @inContext(language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(first: $first, after: $after, last: $last, before: $before, sortKey: PROCESSED_AT, reverse: true) {\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          id\n          name\n          processedAt\n          financialStatus\n          fulfillmentStatus\n          currentTotalPrice {\n            ...Money\n          }\n          lineItems(first: 4) {\n            nodes {\n              title\n              quantity\n              variant {\n                ...OrderLineVariant\n                image {\n                  url\n                  altText\n                }\n                product {\n                  featuredImage {\n                    url\n                    altText\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment OrderLineVariant on ProductVariant {\n    title\n    product {\n      title\n    }\n  }\n\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query OrderLineVariants($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        ...OrderLineVariant\n      }\n    }\n  }\n  #graphql\n  fragment OrderLineVariant on ProductVariant {\n    title\n    product {\n      title\n    }\n  }\n\n": {return: OrderLineVariantsQuery, variables: OrderLineVariantsQueryVariables},
  "#graphql\n  query PrivateAccessCustomer($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n    }\n  }\n": {return: PrivateAccessCustomerQuery, variables: PrivateAccessCustomerQueryVariables},
  "#graphql\n  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      productType\n      isGiftCard\n      availableForSale\n      tags\n      seo {\n        title\n        description\n      }\n      contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n        value\n      }\n      subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n        value\n      }\n      accordions: metafield(namespace: \"custom\", key: \"accordions\") {\n        value\n      }\n      sizeInformation: metafield(namespace: \"custom\", key: \"size_information\") {\n        value\n      }\n      productPromo: metafield(namespace: \"custom\", key: \"product_promo\") {\n        value\n      }\n      comingSoon: metafield(namespace: \"custom\", key: \"coming_soon\") {\n        value\n      }\n      privateSalesDiscount: metafield(namespace: \"custom\", key: \"private_sales_discount\") {\n        value\n      }\n      sampleType: metafield(namespace: \"custom\", key: \"sample_type\") {\n        value\n      }\n      sampleProduct: metafield(namespace: \"custom\", key: \"sample_product\") {\n        reference {\n          ... on Product {\n            ...SampleOffer\n          }\n        }\n      }\n      associatedProducts: metafield(namespace: \"custom\", key: \"associated_products\") {\n        references(first: 10) {\n          nodes {\n            ... on Product {\n              ...ProductCard\n            }\n          }\n        }\n      }\n      featuredImage {\n        ...Image\n      }\n      media(first: 10) {\n        nodes {\n          __typename\n          id\n          alt\n          ... on MediaImage {\n            image {\n              ...Image\n            }\n          }\n          ... on Video {\n            previewImage {\n              ...Image\n            }\n            sources {\n              url\n              mimeType\n              width\n              height\n            }\n          }\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n          swatch {\n            color\n          }\n        }\n      }\n      variants(first: 100) {\n        nodes {\n          id\n          title\n          sku\n          availableForSale\n          quantityAvailable\n          selectedOptions {\n            name\n            value\n          }\n          price {\n            ...Money\n          }\n          compareAtPrice {\n            ...Money\n          }\n          image {\n            ...Image\n          }\n          colorName: metafield(namespace: \"custom\", key: \"color_name\") {\n            value\n          }\n          colorHex: metafield(namespace: \"custom\", key: \"color_hex\") {\n            value\n          }\n          colorHasBorder: metafield(namespace: \"custom\", key: \"color_has_border\") {\n            value\n          }\n          components(first: 20) {\n            nodes {\n              quantity\n              productVariant {\n                id\n                title\n                image {\n                  ...Image\n                }\n                product {\n                  handle\n                  title\n                  featuredImage {\n                    ...Image\n                  }\n                  contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                    value\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment SampleOffer on Product {\n    handle\n    title\n    availableForSale\n    sampleType: metafield(namespace: \"custom\", key: \"sample_type\") {\n      value\n    }\n    sampleName: metafield(namespace: \"custom\", key: \"sample_name\") {\n      value\n    }\n    sampleImage: metafield(namespace: \"custom\", key: \"sample_image\") {\n      value\n    }\n    description\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        price {\n          ...Money\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    isGiftCard\n    # spec §9: a listing reads 20 variants; a card's quick add offers a fragrance's volumes among them.\n    quickAddVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        # The card shows the picture of the colour a listing is filtered by (lib/card-image.ts).\n        image {\n          ...Image\n        }\n      }\n    }\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query ProductCardByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    isGiftCard\n    # spec §9: a listing reads 20 variants; a card's quick add offers a fragrance's volumes among them.\n    quickAddVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        # The card shows the picture of the colour a listing is filtered by (lib/card-image.ts).\n        image {\n          ...Image\n        }\n      }\n    }\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductCardByHandleQuery, variables: ProductCardByHandleQueryVariables},
  "#graphql\n  query CollectionCards($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: $first, sortKey: COLLECTION_DEFAULT) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    isGiftCard\n    # spec §9: a listing reads 20 variants; a card's quick add offers a fragrance's volumes among them.\n    quickAddVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        # The card shows the picture of the colour a listing is filtered by (lib/card-image.ts).\n        image {\n          ...Image\n        }\n      }\n    }\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CollectionCardsQuery, variables: CollectionCardsQueryVariables},
  "#graphql\n  query SearchProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    search(query: $query, first: $first, types: [PRODUCT], prefix: LAST, unavailableProducts: LAST) {\n      totalCount\n      nodes {\n        ... on Product {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    isGiftCard\n    # spec §9: a listing reads 20 variants; a card's quick add offers a fragrance's volumes among them.\n    quickAddVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        # The card shows the picture of the colour a listing is filtered by (lib/card-image.ts).\n        image {\n          ...Image\n        }\n      }\n    }\n    featuredImage {\n      ...Image\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n      value\n    }\n    subtitle: metafield(namespace: \"custom\", key: \"subtitle\") {\n      value\n    }\n  }\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: SearchProductsQuery, variables: SearchProductsQueryVariables},
  "#graphql\n  query PredictiveSearch($query: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [QUERY, PRODUCT]) {\n      queries {\n        text\n      }\n      products {\n        id\n        handle\n        title\n        contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n          value\n        }\n      }\n    }\n  }\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query ShopId {\n    shop {\n      id\n    }\n  }\n": {return: ShopIdQuery, variables: ShopIdQueryVariables},
  "#graphql\n  query SitemapProducts($after: String) {\n    products(first: 250, after: $after) {\n      nodes {\n        handle\n        updatedAt\n        contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: SitemapProductsQuery, variables: SitemapProductsQueryVariables},
  "#graphql\n  query SitemapCollections($after: String) {\n    collections(first: 250, after: $after) {\n      nodes {\n        handle\n        updatedAt\n        products(first: 1) {\n          nodes {\n            contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n              value\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: SitemapCollectionsQuery, variables: SitemapCollectionsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartCreate(input: $input) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
  "#graphql\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...Cart\n        everyLine: lines(first: 250) {\n          nodes {\n            id\n            quantity\n            attributes {\n              key\n              value\n            }\n            merchandise {\n              ... on ProductVariant {\n                id\n              }\n            }\n          }\n        }\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartLinesAddMutation, variables: CartLinesAddMutationVariables},
  "#graphql\n  mutation CartLinesUpdate(\n    $cartId: ID!\n    $lines: [CartLineUpdateInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartLinesUpdateMutation, variables: CartLinesUpdateMutationVariables},
  "#graphql\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartLinesRemoveMutation, variables: CartLinesRemoveMutationVariables},
  "#graphql\n  mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartAttributesUpdateMutation, variables: CartAttributesUpdateMutationVariables},
  "#graphql\n  mutation CartNoteUpdate($cartId: ID!, $note: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartNoteUpdate(cartId: $cartId, note: $note) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartNoteUpdateMutation, variables: CartNoteUpdateMutationVariables},
  "#graphql\n  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartDiscountCodesUpdateMutation, variables: CartDiscountCodesUpdateMutationVariables},
  "#graphql\n  mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartGiftCardCodesUpdateMutation, variables: CartGiftCardCodesUpdateMutationVariables},
  "#graphql\n  mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartGiftCardCodesRemoveMutation, variables: CartGiftCardCodesRemoveMutationVariables},
  "#graphql\n  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {\n      cart {\n        ...Cart\n      }\n      userErrors {\n        ...CartUserErrors\n      }\n      warnings {\n        ...CartWarnings\n      }\n    }\n  }\n  #graphql\n  fragment Cart on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n      email\n      customer {\n        id\n      }\n    }\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n    }\n    appliedGiftCards {\n      id\n      lastCharacters\n      amountUsed {\n        ...Money\n      }\n    }\n    cost {\n      checkoutChargeAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        cost {\n          amountPerQuantity {\n            ...Money\n          }\n          compareAtAmountPerQuantity {\n            ...Money\n          }\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            sku\n            title\n            quantityAvailable\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              ...Image\n            }\n            product {\n              id\n              handle\n              title\n              vendor\n              featuredImage {\n                ...Image\n              }\n              contentType: metafield(namespace: \"custom\", key: \"product_type\") {\n                value\n              }\n              collections(first: 3) {\n                nodes {\n                  title\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment Image on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment CartUserErrors on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarnings on CartWarning {\n    code\n    message\n  }\n\n": {return: CartBuyerIdentityUpdateMutation, variables: CartBuyerIdentityUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenRenew($customerAccessToken: String!) {\n    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenRenewMutation, variables: CustomerAccessTokenRenewMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
  "#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerCreateMutation, variables: CustomerCreateMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!) {\n    customerResetByUrl(resetUrl: $resetUrl, password: $password) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerResetByUrlMutation, variables: CustomerResetByUrlMutationVariables},
  "#graphql\n  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerActivateByUrlMutation, variables: CustomerActivateByUrlMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
}
declare module '@shopify/storefront-api-client' {
  type InputMaybe<T> = StorefrontTypes.InputMaybe<T>;
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
