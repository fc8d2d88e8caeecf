'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { providerAccountUrl, type AccountLinkPurpose } from '@/lib/account';
import { recaptchaErrorCode, routeUserErrors } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import { forgotPasswordSchema, newPasswordSchema } from '@/lib/validation/account';
import { guarded, sellingLocale } from '../../customer/action-guards';
import { verifyFormBotCheck } from '../../bot-check';
import { serverConfig } from '../../config';
import { syncCartCustomer } from '../../cart/session';
import { startSession } from '../../customer/session';
import {
  failed,
  invalidForm,
  parseForm,
  refused,
  refusedByProvider,
  refusedField,
  succeeded,
} from '../../forms/submission';
import { pageQueryValue } from '../../forms/page-query';
import { isCommonPassword } from '../../customer/common-passwords';
import { rateLimited, rateLimitedKey } from '../../rate-limit';
import { activateCustomerByUrl, recoverCustomer, resetCustomerByUrl } from '../../shopify/customer';
import { hasCode, overLimit } from './shared';

// Every action here is a public endpoint (docs/adr/0003): it parses its FormData against the form's
// schema (server/forms/submission.ts caps its size), checks the locale sells, verifies the bot check
// before it counts anything against the rate limits, and answers with codes the page translates. No answer tells whether an
// e-mail address has an account (docs/adr/0009).

/** spec §8 EMAIL_SENT whether or not the address has an account (the provider answers the same). */
export async function forgotPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, forgotPasswordSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const { email } = submission.value;
  if (!(await verifyFormBotCheck(form, 'recovery'))) return failed(submission, recaptchaErrorCode);
  const wait = await overLimit('recoveryByAddress', 'recoveryByEmail', email);
  if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', wait);
  // The same answer as a sent e-mail (docs/adr/0009): the cap says nothing about the address.
  if ((await rateLimitedKey('recoveryMailsByRecipient', email.trim().toLowerCase())) !== null)
    return succeeded(submission, 'EMAIL_SENT');
  return guarded(
    async () => {
      const answer = await recoverCustomer(locale, email);
      // Only a malformed address is refused by the provider, which the schema already refused.
      if (!answer.ok && !hasCode(answer.errors, 'UNIDENTIFIED_CUSTOMER', 'CUSTOMER_DISABLED'))
        return refusedByProvider(submission, routeUserErrors(answer.errors, ['email']));
      return succeeded(submission, 'EMAIL_SENT');
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
}

/** Sets a password from an e-mailed link (reset or activation), then logs the customer in. */
async function passwordFromLink(purpose: AccountLinkPurpose, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, newPasswordSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const [id, token] = await Promise.all([pageQueryValue(form, 'id'), pageQueryValue(form, 'token')]);
  const url = providerAccountUrl(serverConfig().shopify.storeUrl, purpose, id, token);
  if (!url) return failed(submission, 'TOKEN_INVALID');
  if ((await rateLimited('recoveryByAddress', await headers())) !== null)
    return failed(submission, 'TOO_MANY_REQUESTS', 60);
  if (await isCommonPassword(submission.value.newPassword))
    return refusedField(submission, 'newPassword', 'error.passwordTooCommon');
  const state = await guarded(
    async () => {
      const password = submission.value.newPassword;
      const answer =
        purpose === 'reset'
          ? await resetCustomerByUrl(url, password)
          : await activateCustomerByUrl(url, password);
      if (!answer.ok) {
        const routed = routeUserErrors(answer.errors, ['newPassword'], { password: 'newPassword' });
        return refusedByProvider(submission, routed);
      }
      await startSession(answer.value);
      await syncCartCustomer(locale);
      return succeeded(submission, 'PASSWORD_RESET');
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
  if (state.success) redirect(`${localePath(locale, '/account')}?section=account_informations`);
  return state;
}

export async function resetPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  return form instanceof FormData ? passwordFromLink('reset', form) : invalidForm;
}

export async function enableAccountAction(_previous: FormState, form: FormData): Promise<FormState> {
  return form instanceof FormData ? passwordFromLink('activate', form) : invalidForm;
}
