/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as AdminTypes from './admin.types.js';

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

interface GeneratedQueryTypes {
  "#graphql\n  query GiftCardBalance($query: String!) {\n    giftCards(first: 1, query: $query) {\n      nodes {\n        balance {\n          amount\n          currencyCode\n        }\n        expiresOn\n        enabled\n      }\n    }\n  }\n": {return: GiftCardBalanceQuery, variables: GiftCardBalanceQueryVariables},
  "#graphql\n  query NewsletterCustomer($email: String!) {\n    customerByIdentifier(identifier: { emailAddress: $email }) {\n      id\n    }\n  }\n": {return: NewsletterCustomerQuery, variables: NewsletterCustomerQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation NewsletterCustomerCreate($input: CustomerInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterCustomerCreateMutation, variables: NewsletterCustomerCreateMutationVariables},
  "#graphql\n  mutation NewsletterTagsAdd($id: ID!, $tags: [String!]!) {\n    tagsAdd(id: $id, tags: $tags) {\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterTagsAddMutation, variables: NewsletterTagsAddMutationVariables},
  "#graphql\n  mutation NewsletterConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {\n    customerEmailMarketingConsentUpdate(input: $input) {\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterConsentUpdateMutation, variables: NewsletterConsentUpdateMutationVariables},
}
declare module '../admin' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
