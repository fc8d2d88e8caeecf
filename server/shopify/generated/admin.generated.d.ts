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

interface GeneratedQueryTypes {
  "#graphql\n  query GiftCardBalance($query: String!) {\n    giftCards(first: 1, query: $query) {\n      nodes {\n        balance {\n          amount\n          currencyCode\n        }\n        expiresOn\n        enabled\n      }\n    }\n  }\n": {return: GiftCardBalanceQuery, variables: GiftCardBalanceQueryVariables},
}

interface GeneratedMutationTypes {
}
declare module '../admin' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
