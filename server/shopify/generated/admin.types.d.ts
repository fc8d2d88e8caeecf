export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Date: { input: string; output: string; }
  DateTime: { input: string; output: string; }
  Decimal: { input: string; output: string; }
  URL: { input: string; output: string; }
  UnsignedInt64: { input: string; output: string; }
};

export type Attribute = {
  __typename?: 'Attribute';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export enum CurrencyCode {
  Chf = 'CHF',
  Eur = 'EUR',
  Gbp = 'GBP',
  Usd = 'USD'
}

export type Customer = Node & {
  __typename?: 'Customer';
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emailMarketingConsent?: Maybe<CustomerEmailMarketingConsentState>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  locale: Scalars['String']['output'];
  metafield?: Maybe<Metafield>;
  metafields: MetafieldConnection;
  numberOfOrders: Scalars['UnsignedInt64']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  state: CustomerState;
  tags: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};


export type CustomerMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


export type CustomerMetafieldsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerCreatePayload = {
  __typename?: 'CustomerCreatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type CustomerEmailMarketingConsentInput = {
  consentUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  marketingOptInLevel?: InputMaybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
};

export type CustomerEmailMarketingConsentState = {
  __typename?: 'CustomerEmailMarketingConsentState';
  consentUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  marketingOptInLevel?: Maybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
};

export type CustomerEmailMarketingConsentUpdateInput = {
  customerId: Scalars['ID']['input'];
  emailMarketingConsent: CustomerEmailMarketingConsentInput;
};

export type CustomerEmailMarketingConsentUpdatePayload = {
  __typename?: 'CustomerEmailMarketingConsentUpdatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<CustomerEmailMarketingConsentUpdateUserError>;
};

export type CustomerEmailMarketingConsentUpdateUserError = {
  __typename?: 'CustomerEmailMarketingConsentUpdateUserError';
  code?: Maybe<CustomerEmailMarketingConsentUpdateUserErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export enum CustomerEmailMarketingConsentUpdateUserErrorCode {
  Inclusion = 'INCLUSION',
  Invalid = 'INVALID'
}

export enum CustomerEmailMarketingState {
  Invalid = 'INVALID',
  NotSubscribed = 'NOT_SUBSCRIBED',
  Pending = 'PENDING',
  Redacted = 'REDACTED',
  Subscribed = 'SUBSCRIBED',
  Unsubscribed = 'UNSUBSCRIBED'
}

export type CustomerIdentifierInput = {
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  emailMarketingConsent?: InputMaybe<CustomerEmailMarketingConsentInput>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export enum CustomerMarketingOptInLevel {
  ConfirmedOptIn = 'CONFIRMED_OPT_IN',
  SingleOptIn = 'SINGLE_OPT_IN',
  Unknown = 'UNKNOWN'
}

export enum CustomerState {
  Declined = 'DECLINED',
  Disabled = 'DISABLED',
  Enabled = 'ENABLED',
  Invited = 'INVITED'
}

export type CustomerUpdatePayload = {
  __typename?: 'CustomerUpdatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type Fulfillment = Node & {
  __typename?: 'Fulfillment';
  id: Scalars['ID']['output'];
};

export type FulfillmentLineItem = Node & {
  __typename?: 'FulfillmentLineItem';
  id: Scalars['ID']['output'];
  lineItem: LineItem;
  quantity?: Maybe<Scalars['Int']['output']>;
};

export type GiftCard = Node & {
  __typename?: 'GiftCard';
  balance: MoneyV2;
  enabled: Scalars['Boolean']['output'];
  expiresOn?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  initialValue: MoneyV2;
  lastCharacters: Scalars['String']['output'];
};

export type GiftCardConnection = {
  __typename?: 'GiftCardConnection';
  edges: Array<GiftCardEdge>;
  nodes: Array<GiftCard>;
  pageInfo: PageInfo;
};

export type GiftCardEdge = {
  __typename?: 'GiftCardEdge';
  cursor: Scalars['String']['output'];
  node: GiftCard;
};

export type Image = {
  __typename?: 'Image';
  altText?: Maybe<Scalars['String']['output']>;
  url: Scalars['URL']['output'];
};

export type LineItem = Node & {
  __typename?: 'LineItem';
  customAttributes: Array<Attribute>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  name: Scalars['String']['output'];
  originalUnitPriceSet: MoneyBag;
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  variant?: Maybe<ProductVariant>;
  variantTitle?: Maybe<Scalars['String']['output']>;
};

export type LineItemConnection = {
  __typename?: 'LineItemConnection';
  edges: Array<LineItemEdge>;
  nodes: Array<LineItem>;
  pageInfo: PageInfo;
};

export type LineItemEdge = {
  __typename?: 'LineItemEdge';
  cursor: Scalars['String']['output'];
  node: LineItem;
};

export type Metafield = Node & {
  __typename?: 'Metafield';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  namespace: Scalars['String']['output'];
  ownerType: MetafieldOwnerType;
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type MetafieldConnection = {
  __typename?: 'MetafieldConnection';
  edges: Array<MetafieldEdge>;
  nodes: Array<Metafield>;
  pageInfo: PageInfo;
};

export type MetafieldEdge = {
  __typename?: 'MetafieldEdge';
  cursor: Scalars['String']['output'];
  node: Metafield;
};

export enum MetafieldOwnerType {
  Collection = 'COLLECTION',
  Customer = 'CUSTOMER',
  Product = 'PRODUCT',
  Productvariant = 'PRODUCTVARIANT'
}

export type MetafieldsSetInput = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerId: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type MetafieldsSetPayload = {
  __typename?: 'MetafieldsSetPayload';
  metafields?: Maybe<Array<Metafield>>;
  userErrors: Array<MetafieldsSetUserError>;
};

export type MetafieldsSetUserError = {
  __typename?: 'MetafieldsSetUserError';
  code?: Maybe<MetafieldsSetUserErrorCode>;
  elementIndex?: Maybe<Scalars['Int']['output']>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export enum MetafieldsSetUserErrorCode {
  Blank = 'BLANK',
  Invalid = 'INVALID',
  InvalidType = 'INVALID_TYPE',
  InvalidValue = 'INVALID_VALUE',
  TooLong = 'TOO_LONG'
}

export type MoneyBag = {
  __typename?: 'MoneyBag';
  presentmentMoney: MoneyV2;
  shopMoney: MoneyV2;
};

export type MoneyV2 = {
  __typename?: 'MoneyV2';
  amount: Scalars['Decimal']['output'];
  currencyCode: CurrencyCode;
};

export type Mutation = {
  __typename?: 'Mutation';
  customerCreate?: Maybe<CustomerCreatePayload>;
  customerEmailMarketingConsentUpdate?: Maybe<CustomerEmailMarketingConsentUpdatePayload>;
  customerUpdate?: Maybe<CustomerUpdatePayload>;
  metafieldsSet?: Maybe<MetafieldsSetPayload>;
  returnRequest?: Maybe<ReturnRequestPayload>;
  tagsAdd?: Maybe<TagsAddPayload>;
  tagsRemove?: Maybe<TagsRemovePayload>;
};


export type MutationCustomerCreateArgs = {
  input: CustomerInput;
};


export type MutationCustomerEmailMarketingConsentUpdateArgs = {
  input: CustomerEmailMarketingConsentUpdateInput;
};


export type MutationCustomerUpdateArgs = {
  input: CustomerInput;
};


export type MutationMetafieldsSetArgs = {
  metafields: Array<MetafieldsSetInput>;
};


export type MutationReturnRequestArgs = {
  input: ReturnRequestInput;
};


export type MutationTagsAddArgs = {
  id: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
};


export type MutationTagsRemoveArgs = {
  id: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type Order = Node & {
  __typename?: 'Order';
  currencyCode: CurrencyCode;
  customer?: Maybe<Customer>;
  displayFinancialStatus?: Maybe<OrderDisplayFinancialStatus>;
  displayFulfillmentStatus: OrderDisplayFulfillmentStatus;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lineItems: LineItemConnection;
  name: Scalars['String']['output'];
  processedAt: Scalars['DateTime']['output'];
  returns: ReturnConnection;
  subtotalPriceSet?: Maybe<MoneyBag>;
  totalPriceSet: MoneyBag;
};


export type OrderLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderReturnsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export enum OrderDisplayFinancialStatus {
  Authorized = 'AUTHORIZED',
  Expired = 'EXPIRED',
  Paid = 'PAID',
  PartiallyPaid = 'PARTIALLY_PAID',
  PartiallyRefunded = 'PARTIALLY_REFUNDED',
  Pending = 'PENDING',
  Refunded = 'REFUNDED',
  Voided = 'VOIDED'
}

export enum OrderDisplayFulfillmentStatus {
  Fulfilled = 'FULFILLED',
  InProgress = 'IN_PROGRESS',
  OnHold = 'ON_HOLD',
  Open = 'OPEN',
  PartiallyFulfilled = 'PARTIALLY_FULFILLED',
  PendingFulfillment = 'PENDING_FULFILLMENT',
  RequestDeclined = 'REQUEST_DECLINED',
  Restocked = 'RESTOCKED',
  Scheduled = 'SCHEDULED',
  Unfulfilled = 'UNFULFILLED'
}

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariant = Node & {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  customer?: Maybe<Customer>;
  customerByIdentifier?: Maybe<Customer>;
  giftCards: GiftCardConnection;
  order?: Maybe<Order>;
  returnableFulfillments: ReturnableFulfillmentConnection;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerByIdentifierArgs = {
  identifier: CustomerIdentifierInput;
};


export type QueryGiftCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReturnableFulfillmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderId: Scalars['ID']['input'];
};

export type Return = Node & {
  __typename?: 'Return';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  returnLineItems: ReturnLineItemConnection;
  status: ReturnStatus;
};


export type ReturnReturnLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ReturnConnection = {
  __typename?: 'ReturnConnection';
  edges: Array<ReturnEdge>;
  nodes: Array<Return>;
  pageInfo: PageInfo;
};

export type ReturnEdge = {
  __typename?: 'ReturnEdge';
  cursor: Scalars['String']['output'];
  node: Return;
};

export enum ReturnErrorCode {
  Blank = 'BLANK',
  Invalid = 'INVALID',
  InvalidState = 'INVALID_STATE',
  NotFound = 'NOT_FOUND',
  TooLong = 'TOO_LONG'
}

export type ReturnLineItem = Node & {
  __typename?: 'ReturnLineItem';
  customerNote?: Maybe<Scalars['String']['output']>;
  fulfillmentLineItem: FulfillmentLineItem;
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  returnReason: ReturnReason;
};

export type ReturnLineItemConnection = {
  __typename?: 'ReturnLineItemConnection';
  edges: Array<ReturnLineItemEdge>;
  nodes: Array<ReturnLineItem>;
  pageInfo: PageInfo;
};

export type ReturnLineItemEdge = {
  __typename?: 'ReturnLineItemEdge';
  cursor: Scalars['String']['output'];
  node: ReturnLineItem;
};

export enum ReturnReason {
  Color = 'COLOR',
  Defective = 'DEFECTIVE',
  NotAsDescribed = 'NOT_AS_DESCRIBED',
  Other = 'OTHER',
  SizeTooLarge = 'SIZE_TOO_LARGE',
  SizeTooSmall = 'SIZE_TOO_SMALL',
  Style = 'STYLE',
  Unknown = 'UNKNOWN',
  Unwanted = 'UNWANTED',
  WrongItem = 'WRONG_ITEM'
}

export type ReturnRequestInput = {
  orderId: Scalars['ID']['input'];
  returnLineItems: Array<ReturnRequestLineItemInput>;
};

export type ReturnRequestLineItemInput = {
  customerNote?: InputMaybe<Scalars['String']['input']>;
  fulfillmentLineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  returnReason: ReturnReason;
};

export type ReturnRequestPayload = {
  __typename?: 'ReturnRequestPayload';
  return?: Maybe<Return>;
  userErrors: Array<ReturnUserError>;
};

export enum ReturnStatus {
  Canceled = 'CANCELED',
  Closed = 'CLOSED',
  Declined = 'DECLINED',
  Open = 'OPEN',
  Requested = 'REQUESTED'
}

export type ReturnUserError = {
  __typename?: 'ReturnUserError';
  code?: Maybe<ReturnErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type ReturnableFulfillment = Node & {
  __typename?: 'ReturnableFulfillment';
  fulfillment: Fulfillment;
  id: Scalars['ID']['output'];
  returnableFulfillmentLineItems: ReturnableFulfillmentLineItemConnection;
};


export type ReturnableFulfillmentReturnableFulfillmentLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ReturnableFulfillmentConnection = {
  __typename?: 'ReturnableFulfillmentConnection';
  edges: Array<ReturnableFulfillmentEdge>;
  nodes: Array<ReturnableFulfillment>;
  pageInfo: PageInfo;
};

export type ReturnableFulfillmentEdge = {
  __typename?: 'ReturnableFulfillmentEdge';
  cursor: Scalars['String']['output'];
  node: ReturnableFulfillment;
};

export type ReturnableFulfillmentLineItem = {
  __typename?: 'ReturnableFulfillmentLineItem';
  fulfillmentLineItem: FulfillmentLineItem;
  quantity: Scalars['Int']['output'];
};

export type ReturnableFulfillmentLineItemConnection = {
  __typename?: 'ReturnableFulfillmentLineItemConnection';
  edges: Array<ReturnableFulfillmentLineItemEdge>;
  nodes: Array<ReturnableFulfillmentLineItem>;
  pageInfo: PageInfo;
};

export type ReturnableFulfillmentLineItemEdge = {
  __typename?: 'ReturnableFulfillmentLineItemEdge';
  cursor: Scalars['String']['output'];
  node: ReturnableFulfillmentLineItem;
};

export type TagsAddPayload = {
  __typename?: 'TagsAddPayload';
  node?: Maybe<Node>;
  userErrors: Array<UserError>;
};

export type TagsRemovePayload = {
  __typename?: 'TagsRemovePayload';
  node?: Maybe<Node>;
  userErrors: Array<UserError>;
};

export type UserError = {
  __typename?: 'UserError';
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};
