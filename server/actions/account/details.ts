'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { routeUserErrors } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import { accountInformationSchema, passwordChangeSchema } from '@/lib/validation/account';
import { guarded, requireCustomer, requireToken, sellingLocale } from '../../customer/action-guards';
import { changesEmail, emailChangeLimited, sendEmailChangedNotice } from '../../customer/email-change';
import { saveProfile } from '../../customer/profile';
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
import { isCommonPassword } from '../../customer/common-passwords';
import {
  createAccessToken,
  deleteAccessToken,
  getCustomerAccount,
  updateCustomer,
} from '../../shopify/customer';
import { inMinutes, passwordCheckFailed, passwordCheckLimited } from './shared';

// Every action here is a public endpoint (docs/adr/0003): it parses its FormData against the form's
// schema (server/forms/submission.ts caps its size), checks the locale sells, verifies the bot check
// before it counts anything against the rate limits, and answers with codes the page translates. No answer tells whether an
// e-mail address has an account (docs/adr/0009).

/**
 * The account details. A new e-mail address needs the current password (checked as the password
 * change checks it), is rate-limited, and is announced to the old address (server/customer/email-change.ts).
 */
export async function updateAccountAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, accountInformationSchema(new Date())) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const { firstName, lastName, email, phone, acceptsMarketing, birthday, gender, password } =
    submission.value;
  return guarded(
    async () => {
      const { token, id, email: currentEmail } = await requireCustomer(locale);
      const emailChanges = changesEmail(currentEmail, email);
      if (emailChanges) {
        if (!password) return refusedField(submission, 'password', 'error.currentPasswordRequired');
        const wait = await emailChangeLimited(id, await headers());
        if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', inMinutes(wait));
        const refusal = await currentPasswordRefusal(submission, currentEmail, password);
        if (refusal) return refusal;
      }
      const answer = await updateCustomer(token, {
        firstName,
        lastName,
        email,
        // Already E.164: the schema's phone rule (lib/validation) takes out what shoppers type between digits.
        phone: phone ?? null,
        acceptsMarketing,
      });
      if (!answer.ok)
        return refusedByProvider(
          submission,
          routeUserErrors(answer.errors, ['firstName', 'lastName', 'email', 'phone']),
        );
      if (emailChanges) {
        if (answer.value.token) await startSession(answer.value.token);
        await sendEmailChangedNotice(locale, currentEmail, email);
      }
      const profile = await saveProfile(id, { birthday, gender });
      if (!profile.ok)
        return refusedByProvider(submission, routeUserErrors(profile.errors, ['birthday', 'gender']));
      return succeeded(submission, 'ENTITY_SAVED', { reset: false });
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
}

/**
 * The current password, checked with the provider for the session's own address under the log-in's
 * limits; null when it is right (the token issued to check it is given back), else the refusal.
 */
async function currentPasswordRefusal(
  submission: NonNullable<ReturnType<typeof parseForm>>,
  email: string,
  password: string,
): Promise<FormState | null> {
  const wait = await passwordCheckLimited(email);
  if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', wait);
  const check = await createAccessToken(email, password);
  if (!check.ok) {
    await passwordCheckFailed(email);
    return refusedByProvider(submission, { fields: { password: ['UNIDENTIFIED_CUSTOMER'] }, alert: null });
  }
  await deleteAccessToken(check.value.accessToken);
  return null;
}

/**
 * The password change checks the current password first (createAccessToken), so an open session
 * alone cannot take the account over. The provider ends every other session and issues a new token.
 */
export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, passwordChangeSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const token = await requireToken(locale);
  if (await isCommonPassword(submission.value.newPassword))
    return refusedField(submission, 'newPassword', 'error.passwordTooCommon');
  return guarded(
    async () => {
      // The address whose password is checked is the session's own, never one the form names.
      const email = (await getCustomerAccount(token))?.email;
      if (!email) redirect(localePath(locale, '/login'));
      const wait = await passwordCheckLimited(email);
      if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', wait);
      const check = await createAccessToken(email, submission.value.password);
      if (!check.ok) {
        await passwordCheckFailed(email);
        return refusedByProvider(submission, {
          fields: { password: ['UNIDENTIFIED_CUSTOMER'] },
          alert: null,
        });
      }
      const answer = await updateCustomer(token, { password: submission.value.newPassword });
      if (!answer.ok)
        return refusedByProvider(
          submission,
          routeUserErrors(answer.errors, ['newPassword'], { password: 'newPassword' }),
        );
      await startSession(answer.value.token ?? check.value);
      return succeeded(submission, 'PASSWORD_RESET');
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
}
