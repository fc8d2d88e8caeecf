/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as AdminTypes from './admin.types.js';

export type CustomerLocaleUpdateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.CustomerInput;
}>;


export type CustomerLocaleUpdateMutation = { customerUpdate?: AdminTypes.Maybe<{ customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id' | 'locale'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type CustomerTagsAddMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  tags: Array<AdminTypes.Scalars['String']['input']> | AdminTypes.Scalars['String']['input'];
}>;


export type CustomerTagsAddMutation = { tagsAdd?: AdminTypes.Maybe<{ userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type CustomerTagsRemoveMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  tags: Array<AdminTypes.Scalars['String']['input']> | AdminTypes.Scalars['String']['input'];
}>;


export type CustomerTagsRemoveMutation = { tagsRemove?: AdminTypes.Maybe<{ userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type CustomerMetafieldsSetMutationVariables = AdminTypes.Exact<{
  metafields: Array<AdminTypes.MetafieldsSetInput> | AdminTypes.MetafieldsSetInput;
}>;


export type CustomerMetafieldsSetMutation = { metafieldsSet?: AdminTypes.Maybe<{ metafields?: AdminTypes.Maybe<Array<Pick<AdminTypes.Metafield, 'key' | 'value'>>>, userErrors: Array<Pick<AdminTypes.MetafieldsSetUserError, 'code' | 'field' | 'message'>> }> };

export type GiftCardBalanceQueryVariables = AdminTypes.Exact<{
  query: AdminTypes.Scalars['String']['input'];
}>;


export type GiftCardBalanceQuery = { giftCards: { nodes: Array<(
      Pick<AdminTypes.GiftCard, 'expiresOn' | 'enabled'>
      & { balance: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
    )> } };

export type NewsletterCustomerQueryVariables = AdminTypes.Exact<{
  email: AdminTypes.Scalars['String']['input'];
}>;


export type NewsletterCustomerQuery = { customerByIdentifier?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>> };

export type NewsletterCustomerCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.CustomerInput;
}>;


export type NewsletterCustomerCreateMutation = { customerCreate?: AdminTypes.Maybe<{ customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type NewsletterTagsAddMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  tags: Array<AdminTypes.Scalars['String']['input']> | AdminTypes.Scalars['String']['input'];
}>;


export type NewsletterTagsAddMutation = { tagsAdd?: AdminTypes.Maybe<{ userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type NewsletterConsentUpdateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.CustomerEmailMarketingConsentUpdateInput;
}>;


export type NewsletterConsentUpdateMutation = { customerEmailMarketingConsentUpdate?: AdminTypes.Maybe<{ userErrors: Array<Pick<AdminTypes.CustomerEmailMarketingConsentUpdateUserError, 'field' | 'message'>> }> };

export type AdminMoneyFragment = { presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> };

export type CustomerOrderQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type CustomerOrderQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id' | 'name' | 'processedAt' | 'displayFinancialStatus' | 'displayFulfillmentStatus'>
    & { totalPriceSet: { presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>>, lineItems: { nodes: Array<(
        Pick<AdminTypes.LineItem, 'id' | 'name' | 'quantity'>
        & { image?: AdminTypes.Maybe<Pick<AdminTypes.Image, 'url' | 'altText'>>, variant?: AdminTypes.Maybe<Pick<AdminTypes.ProductVariant, 'id'>>, originalUnitPriceSet: { presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )> }, returns: { nodes: Array<(
        Pick<AdminTypes.Return, 'id' | 'name' | 'status'>
        & { returnLineItems: { nodes: Array<(
            Pick<AdminTypes.ReturnLineItem, 'quantity' | 'returnReason'>
            & { fulfillmentLineItem: { lineItem: Pick<AdminTypes.LineItem, 'id'> } }
          )> } }
      )> } }
  )> };

export type ReturnableLinesQueryVariables = AdminTypes.Exact<{
  orderId: AdminTypes.Scalars['ID']['input'];
}>;


export type ReturnableLinesQuery = { returnableFulfillments: { nodes: Array<{ returnableFulfillmentLineItems: { nodes: Array<(
          Pick<AdminTypes.ReturnableFulfillmentLineItem, 'quantity'>
          & { fulfillmentLineItem: (
            Pick<AdminTypes.FulfillmentLineItem, 'id'>
            & { lineItem: (
              Pick<AdminTypes.LineItem, 'id' | 'name'>
              & { variant?: AdminTypes.Maybe<Pick<AdminTypes.ProductVariant, 'id'>>, image?: AdminTypes.Maybe<Pick<AdminTypes.Image, 'url' | 'altText'>> }
            ) }
          ) }
        )> } }> } };

export type ReturnRequestMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ReturnRequestInput;
}>;


export type ReturnRequestMutation = { returnRequest?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id' | 'name' | 'status'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'code' | 'field' | 'message'>> }> };

interface GeneratedQueryTypes {
  "#graphql\n  query GiftCardBalance($query: String!) {\n    giftCards(first: 1, query: $query) {\n      nodes {\n        balance {\n          amount\n          currencyCode\n        }\n        expiresOn\n        enabled\n      }\n    }\n  }\n": {return: GiftCardBalanceQuery, variables: GiftCardBalanceQueryVariables},
  "#graphql\n  query NewsletterCustomer($email: String!) {\n    customerByIdentifier(identifier: { emailAddress: $email }) {\n      id\n    }\n  }\n": {return: NewsletterCustomerQuery, variables: NewsletterCustomerQueryVariables},
  "#graphql\n  query CustomerOrder($id: ID!) {\n    order(id: $id) {\n      id\n      name\n      processedAt\n      displayFinancialStatus\n      displayFulfillmentStatus\n      totalPriceSet {\n        ...AdminMoney\n      }\n      customer {\n        id\n      }\n      lineItems(first: 50) {\n        nodes {\n          id\n          name\n          quantity\n          image {\n            url\n            altText\n          }\n          variant {\n            id\n          }\n          originalUnitPriceSet {\n            ...AdminMoney\n          }\n        }\n      }\n      returns(first: 20) {\n        nodes {\n          id\n          name\n          status\n          returnLineItems(first: 50) {\n            nodes {\n              quantity\n              returnReason\n              fulfillmentLineItem {\n                lineItem {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AdminMoney on MoneyBag {\n    presentmentMoney {\n      amount\n      currencyCode\n    }\n  }\n\n": {return: CustomerOrderQuery, variables: CustomerOrderQueryVariables},
  "#graphql\n  query ReturnableLines($orderId: ID!) {\n    returnableFulfillments(orderId: $orderId, first: 10) {\n      nodes {\n        returnableFulfillmentLineItems(first: 50) {\n          nodes {\n            quantity\n            fulfillmentLineItem {\n              id\n              lineItem {\n                id\n                name\n                variant {\n                  id\n                }\n                image {\n                  url\n                  altText\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: ReturnableLinesQuery, variables: ReturnableLinesQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerLocaleUpdate($input: CustomerInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n        locale\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerLocaleUpdateMutation, variables: CustomerLocaleUpdateMutationVariables},
  "#graphql\n  mutation CustomerTagsAdd($id: ID!, $tags: [String!]!) {\n    tagsAdd(id: $id, tags: $tags) {\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerTagsAddMutation, variables: CustomerTagsAddMutationVariables},
  "#graphql\n  mutation CustomerTagsRemove($id: ID!, $tags: [String!]!) {\n    tagsRemove(id: $id, tags: $tags) {\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerTagsRemoveMutation, variables: CustomerTagsRemoveMutationVariables},
  "#graphql\n  mutation CustomerMetafieldsSet($metafields: [MetafieldsSetInput!]!) {\n    metafieldsSet(metafields: $metafields) {\n      metafields {\n        key\n        value\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerMetafieldsSetMutation, variables: CustomerMetafieldsSetMutationVariables},
  "#graphql\n  mutation NewsletterCustomerCreate($input: CustomerInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterCustomerCreateMutation, variables: NewsletterCustomerCreateMutationVariables},
  "#graphql\n  mutation NewsletterTagsAdd($id: ID!, $tags: [String!]!) {\n    tagsAdd(id: $id, tags: $tags) {\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterTagsAddMutation, variables: NewsletterTagsAddMutationVariables},
  "#graphql\n  mutation NewsletterConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {\n    customerEmailMarketingConsentUpdate(input: $input) {\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterConsentUpdateMutation, variables: NewsletterConsentUpdateMutationVariables},
  "#graphql\n  mutation ReturnRequest($input: ReturnRequestInput!) {\n    returnRequest(input: $input) {\n      return {\n        id\n        name\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: ReturnRequestMutation, variables: ReturnRequestMutationVariables},
}
declare module '../admin' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
