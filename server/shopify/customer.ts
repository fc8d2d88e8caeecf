import 'server-only';
import { normaliseUserErrors, type NormalisedUserError, type ProviderUserError } from '@/lib/errors';
import type { Locale } from '@/lib/markets';
import { storefrontRequest } from './client';
import { storefrontContext } from './context';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION,
  CUSTOMER_ACCOUNT_QUERY,
  CUSTOMER_ACTIVATE_BY_URL_MUTATION,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_RECOVER_MUTATION,
  CUSTOMER_RESET_BY_URL_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
} from './documents/customer-account';
import type { CustomerAccountQuery } from './generated/storefront.generated';
import type { CustomerCreateInput, CustomerUpdateInput } from './generated/storefront.types';

/** A customer access token as the provider issues it (spec §3): the token and when it expires. */
export interface IssuedToken {
  accessToken: string;
  expiresAt: string;
}

/** A customer call's answer: its value, or the provider's refusal normalised (spec §8). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: NormalisedUserError[] };

export function outcome<T>(
  value: T | null | undefined,
  errors: readonly ProviderUserError[] | undefined,
): Outcome<T> {
  const normalised = normaliseUserErrors(errors);
  if (normalised.length > 0) return { ok: false, errors: normalised };
  if (value === null || value === undefined)
    return { ok: false, errors: [{ field: null, message: 'No answer', code: 'SERVER_ERROR' }] };
  return { ok: true, value };
}

// Customer mutations are never retried blindly (a repeated sign-up or reset is not harmless): the
// client retries a mutation only when the provider refused it before running it.

export async function createAccessToken(email: string, password: string): Promise<Outcome<IssuedToken>> {
  const { customerAccessTokenCreate: answer } = await storefrontRequest(
    CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
    {
      variables: { input: { email, password } },
    },
  );
  return outcome(answer?.customerAccessToken, answer?.customerUserErrors);
}

/** A fresh expiry for a live token; null when the provider no longer knows it. */
export async function renewAccessToken(accessToken: string): Promise<IssuedToken | null> {
  const { customerAccessTokenRenew: answer } = await storefrontRequest(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, {
    variables: { customerAccessToken: accessToken },
  });
  return answer?.customerAccessToken ?? null;
}

export async function deleteAccessToken(accessToken: string): Promise<void> {
  await storefrontRequest(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
    variables: { customerAccessToken: accessToken },
  });
}

/** The locale's context: the provider's e-mails (welcome, reset, activation) speak its language. */
function context(locale: Locale) {
  const { country, language } = storefrontContext(locale);
  return { country, language };
}

export async function createCustomer(
  locale: Locale,
  input: CustomerCreateInput,
): Promise<Outcome<{ id: string }>> {
  const { customerCreate: answer } = await storefrontRequest(CUSTOMER_CREATE_MUTATION, {
    variables: { input, ...context(locale) },
  });
  return outcome(answer?.customer, answer?.customerUserErrors);
}

export async function recoverCustomer(locale: Locale, email: string): Promise<Outcome<true>> {
  const { customerRecover: answer } = await storefrontRequest(CUSTOMER_RECOVER_MUTATION, {
    variables: { email, ...context(locale) },
  });
  return outcome(true, answer?.customerUserErrors);
}

export async function resetCustomerByUrl(resetUrl: string, password: string): Promise<Outcome<IssuedToken>> {
  const { customerResetByUrl: answer } = await storefrontRequest(CUSTOMER_RESET_BY_URL_MUTATION, {
    variables: { resetUrl, password },
  });
  return outcome(answer?.customerAccessToken, answer?.customerUserErrors);
}

export async function activateCustomerByUrl(
  activationUrl: string,
  password: string,
): Promise<Outcome<IssuedToken>> {
  const { customerActivateByUrl: answer } = await storefrontRequest(CUSTOMER_ACTIVATE_BY_URL_MUTATION, {
    variables: { activationUrl, password },
  });
  return outcome(answer?.customerAccessToken, answer?.customerUserErrors);
}

/** The new token when the password changed (every other session ends), else null. */
export async function updateCustomer(
  accessToken: string,
  customer: CustomerUpdateInput,
): Promise<Outcome<{ token: IssuedToken | null }>> {
  const { customerUpdate: answer } = await storefrontRequest(CUSTOMER_UPDATE_MUTATION, {
    variables: { customerAccessToken: accessToken, customer },
  });
  return outcome(
    answer?.customer ? { token: answer.customerAccessToken ?? null } : null,
    answer?.customerUserErrors,
  );
}

export type CustomerAccount = NonNullable<CustomerAccountQuery['customer']>;

/** spec §7.1 customer by access token: read per request, never cached (the fetch is no-store). */
export async function getCustomerAccount(accessToken: string): Promise<CustomerAccount | null> {
  const { customer } = await storefrontRequest(CUSTOMER_ACCOUNT_QUERY, {
    variables: { customerAccessToken: accessToken },
  });
  return customer ?? null;
}
