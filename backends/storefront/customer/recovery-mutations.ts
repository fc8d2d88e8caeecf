import { hashPassword } from '../../seed/password';
import type { Resolver } from '../context';
import { issueAccessToken, revokeAccessTokens } from './access-tokens';
import { customerError, withErrors } from './errors';
import { customerByEmail, customerById, updateCustomer } from './store';
import { notificationText } from '../../outbox/notifications';
import { linkPath, mailLocale, sendMail } from '../../outbox/store';
import { customerOfUrl, issueUrlToken, spendUrlTokens, type UrlTokenPurpose } from './url-tokens';
import { emailErrors, passwordErrors } from './validation';

/**
 * Looks the same whether or not the e-mail has an account, so it cannot be used to find accounts.
 * No mail leaves the local backend: the reset e-mail goes to the outbox (GET /__outbox), its link to
 * the shop's /reset-password page in the locale of the call's @inContext.
 */
const customerRecover: Resolver<unknown, { email: string }> = (_root, { email }, ctx) => {
  const errors = emailErrors(email, ['email']);
  if (errors.length > 0) return withErrors({}, errors);
  const customer = customerByEmail(ctx.db, email);
  if (customer && customer.state !== 'DISABLED') {
    const token = issueUrlToken(ctx.db, customer.id, 'reset');
    sendMail(ctx.db, {
      kind: 'password_reset',
      to: customer.email,
      // In the language the shopper asked in (the call's @inContext), as the page they asked on.
      ...notificationText('password_reset', ctx.language),
      path: linkPath(mailLocale(ctx.country, ctx.language), 'reset-password', customer.id, token),
    });
  }
  return withErrors({}, []);
};

/** Sets a password from a one-time link; the customer is enabled and gets a fresh session. */
function setPasswordFromUrl(
  ctx: Parameters<Resolver>[2],
  purpose: UrlTokenPurpose,
  url: string,
  password: string,
  urlField: string,
) {
  const empty = { customer: null, customerAccessToken: null };
  const errors = passwordErrors(password, ['password']);
  if (errors.length > 0) return withErrors(empty, errors);
  const customerId = customerOfUrl(ctx.db, url, purpose);
  if (customerId === null)
    return withErrors(empty, [
      customerError('TOKEN_INVALID', [urlField], `The ${urlField} is invalid or has expired`),
    ]);
  const customer = customerById(ctx.db, customerId)!;
  if (purpose === 'activate' && customer.state === 'ENABLED') {
    return withErrors(empty, [customerError('ALREADY_ENABLED', null, 'Customer already enabled')]);
  }
  if (customer.state === 'DISABLED' && purpose === 'reset') {
    return withErrors(empty, [customerError('CUSTOMER_DISABLED', null, 'Customer is disabled')]);
  }
  spendUrlTokens(ctx.db, customer.id);
  updateCustomer(ctx.db, customer.id, { password_hash: hashPassword(password), state: 'ENABLED' });
  revokeAccessTokens(ctx.db, customer.id);
  return withErrors(
    {
      customer: customerById(ctx.db, customer.id),
      customerAccessToken: issueAccessToken(ctx.db, customer.id),
    },
    [],
  );
}

const customerResetByUrl: Resolver<unknown, { resetUrl: string; password: string }> = (_root, args, ctx) =>
  setPasswordFromUrl(ctx, 'reset', args.resetUrl, args.password, 'resetUrl');

const customerActivateByUrl: Resolver<unknown, { activationUrl: string; password: string }> = (
  _root,
  args,
  ctx,
) => setPasswordFromUrl(ctx, 'activate', args.activationUrl, args.password, 'activationUrl');

export const recoveryMutations = { customerRecover, customerResetByUrl, customerActivateByUrl };
