import type { Resolver } from '../context';
import { accountMutations } from '../customer/account-mutations';
import { addressMutations } from '../customer/address-mutations';
import { customerOfAccessToken } from '../customer/access-tokens';
import { Customer, MailingAddress } from '../customer/fields';
import { Order, OrderLineItem } from '../customer/orders';
import { recoveryMutations } from '../customer/recovery-mutations';
import { sessionMutations } from '../customer/session-mutations';

/** `customer(customerAccessToken)`: null for an unknown, expired or deleted token. */
const customer: Resolver<unknown, { customerAccessToken: string }> = (_root, args, ctx) =>
  customerOfAccessToken(ctx.db, args.customerAccessToken);

export const customerResolvers = {
  QueryRoot: { customer },
  Mutation: { ...sessionMutations, ...accountMutations, ...recoveryMutations, ...addressMutations },
  Customer,
  MailingAddress,
  Order,
  OrderLineItem,
};
