import { hashPassword } from '../../seed/password';
import type { Resolver } from '../context';
import {
  customerOfAccessToken,
  issueAccessToken,
  revokeAccessTokens,
  type IssuedToken,
} from './access-tokens';
import { customerError, withErrors, type CustomerUserError } from './errors';
import type { CustomerRow } from './rows';
import { customerByEmail, customerById, insertCustomer, phoneTaken, updateCustomer } from './store';
import { issueUrlToken, spendUrlTokens } from './url-tokens';
import { notificationText } from '../../outbox/notifications';
import { linkPath, mailLocale, sendMail } from '../../outbox/store';
import { emailErrors, passwordErrors, phoneErrors, textErrors } from './validation';

interface CustomerFieldsInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

/** Checks every given field; `field` is the input argument's name (input or customer). */
function fieldErrors(
  db: Parameters<Resolver>[2]['db'],
  input: CustomerFieldsInput,
  field: string,
  self: CustomerRow | null,
) {
  const errors: CustomerUserError[] = [];
  if (input.email !== undefined || !self) errors.push(...emailErrors(input.email, [field, 'email']));
  if (input.password !== undefined || !self)
    errors.push(...passwordErrors(input.password, [field, 'password']));
  errors.push(...textErrors(input.firstName, [field, 'firstName'], 'First name'));
  errors.push(...textErrors(input.lastName, [field, 'lastName'], 'Last name'));
  errors.push(...phoneErrors(input.phone, [field, 'phone']));
  if (input.phone && errors.length === 0 && phoneTaken(db, input.phone, self?.id ?? null)) {
    errors.push(customerError('TAKEN', [field, 'phone'], 'Phone has already been taken'));
  }
  return errors;
}

const customerCreate: Resolver<
  unknown,
  { input: CustomerFieldsInput & { email: string; password: string } }
> = (_root, { input }, ctx) => {
  const errors = fieldErrors(ctx.db, input, 'input', null);
  const existing = errors.length === 0 ? customerByEmail(ctx.db, input.email) : null;
  if (existing && existing.state !== 'ENABLED' && !existing.password_hash) {
    // An account made at checkout without a password: Shopify mails an activation link instead.
    const token = issueUrlToken(ctx.db, existing.id, 'activate');
    sendMail(ctx.db, {
      kind: 'activation',
      to: existing.email,
      ...notificationText('activation', ctx.language),
      path: linkPath(mailLocale(ctx.country, ctx.language), 'enable-account', existing.id, token),
    });
    const message = `We have sent an email to ${existing.email}, please click the link included to verify your email address.`;
    return withErrors({ customer: null }, [customerError('CUSTOMER_DISABLED', null, message)]);
  }
  if (existing) errors.push(customerError('TAKEN', ['input', 'email'], 'Email has already been taken'));
  if (errors.length > 0) return withErrors({ customer: null }, errors);

  const id = insertCustomer(ctx.db, {
    email: input.email.trim(),
    password_hash: hashPassword(input.password),
    first_name: input.firstName ?? null,
    last_name: input.lastName ?? null,
    phone: input.phone || null,
    accepts_marketing: (input.acceptsMarketing ?? false) ? 1 : 0,
    state: 'ENABLED',
    // The account's language (the Admin API's locale): the one the shopper signed up in.
    locale: ctx.language.toLowerCase(),
  });
  const locale = mailLocale(ctx.country, ctx.language);
  sendMail(ctx.db, {
    kind: 'welcome',
    to: input.email.trim(),
    ...notificationText('welcome', ctx.language),
    path: `/${locale}/login`,
  });
  return withErrors({ customer: customerById(ctx.db, id) }, []);
};

const customerUpdate: Resolver<unknown, { customerAccessToken: string; customer: CustomerFieldsInput }> = (
  _root,
  args,
  ctx,
) => {
  const self = customerOfAccessToken(ctx.db, args.customerAccessToken);
  if (!self) {
    const error = customerError(
      'UNIDENTIFIED_CUSTOMER',
      ['customerAccessToken'],
      'Customer access token is invalid',
    );
    return withErrors({ customer: null, customerAccessToken: null }, [error]);
  }
  const input = args.customer;
  const errors = fieldErrors(ctx.db, input, 'customer', self);
  if (input.email && errors.length === 0) {
    const owner = customerByEmail(ctx.db, input.email);
    if (owner && owner.id !== self.id)
      errors.push(customerError('TAKEN', ['customer', 'email'], 'Email has already been taken'));
  }
  if (errors.length > 0) return withErrors({ customer: null, customerAccessToken: null }, errors);

  updateCustomer(ctx.db, self.id, {
    ...(input.email ? { email: input.email.trim() } : {}),
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    // The Storefront flag overrides any consent recorded through the Admin API.
    ...(input.acceptsMarketing != null
      ? { accepts_marketing: input.acceptsMarketing ? 1 : 0, email_marketing_state: null }
      : {}),
    ...(input.password ? { password_hash: hashPassword(input.password) } : {}),
  });
  // A new password signs out every session and spends pending reset links; the caller gets the one
  // new token.
  let customerAccessToken: IssuedToken | null = null;
  if (input.password) {
    revokeAccessTokens(ctx.db, self.id);
    spendUrlTokens(ctx.db, self.id);
    customerAccessToken = issueAccessToken(ctx.db, self.id);
  }
  return withErrors({ customer: customerById(ctx.db, self.id), customerAccessToken }, []);
};

export const accountMutations = { customerCreate, customerUpdate };
