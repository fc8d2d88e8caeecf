import { hashPassword, verifyPassword } from '../../seed/password';
import type { Resolver } from '../context';
import { gid } from '../ids';
import { deleteAccessToken, issueAccessToken, renewAccessToken } from './access-tokens';
import { customerError, unidentifiedCustomer, withErrors } from './errors';
import { customerByEmail } from './store';

/** Compared against when the e-mail is unknown, so both failures cost one scrypt (no timing oracle). */
const decoyHash = hashPassword('decoy password', '00000000000000000000000000000000');

const customerAccessTokenCreate: Resolver<unknown, { input: { email: string; password: string } }> = (
  _root,
  { input },
  ctx,
) => {
  const customer = customerByEmail(ctx.db, input.email);
  const passwordMatches = verifyPassword(input.password, customer?.password_hash ?? decoyHash);
  if (!customer || !customer.password_hash || !passwordMatches) {
    return withErrors({ customerAccessToken: null }, [unidentifiedCustomer()]);
  }
  // Only someone holding the password learns that the account is not enabled.
  if (customer.state !== 'ENABLED') {
    return withErrors({ customerAccessToken: null }, [
      customerError('CUSTOMER_DISABLED', null, 'Customer is disabled'),
    ]);
  }
  return withErrors({ customerAccessToken: issueAccessToken(ctx.db, customer.id) }, []);
};

const invalidToken = [{ field: ['customerAccessToken'], message: 'Customer access token is invalid' }];

const customerAccessTokenRenew: Resolver<unknown, { customerAccessToken: string }> = (_root, args, ctx) => {
  const renewed = renewAccessToken(ctx.db, args.customerAccessToken);
  return { customerAccessToken: renewed, userErrors: renewed ? [] : invalidToken };
};

const customerAccessTokenDelete: Resolver<unknown, { customerAccessToken: string }> = (_root, args, ctx) => {
  const deleted = deleteAccessToken(ctx.db, args.customerAccessToken);
  return deleted
    ? {
        deletedAccessToken: args.customerAccessToken,
        deletedCustomerAccessTokenId: gid('CustomerAccessToken', args.customerAccessToken),
        userErrors: [],
      }
    : { deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: invalidToken };
};

export const sessionMutations = {
  customerAccessTokenCreate,
  customerAccessTokenRenew,
  customerAccessTokenDelete,
};
