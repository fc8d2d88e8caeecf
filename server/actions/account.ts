'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { afterLoginPath, providerAccountUrl, type AccountLinkPurpose } from '@/lib/account';
import { recaptchaErrorCode, routeUserErrors, type NormalisedUserError } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import {
  accountInformationSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  registerSchema,
} from '@/lib/validation';
import {
  guarded,
  isProviderUnavailable,
  requireCustomer,
  requireToken,
  sellingLocale,
} from '../customer/action-guards';
import { changesEmail, emailChangeLimited, sendEmailChangedNotice } from '../customer/email-change';
import { saveProfile, type ProfileFields } from '../customer/profile';
import { verifyFormBotCheck } from '../bot-check';
import { serverConfig } from '../config';
import { endSession, startSession, syncCartCustomer } from '../customer/session';
import {
  failed,
  invalidForm,
  parseForm,
  refused,
  refusedByProvider,
  refusedField,
  succeeded,
} from '../forms/submission';
import { pageQueryValue } from '../forms/page-query';
import { isCommonPassword } from '../customer/common-passwords';
import {
  emailFromClient,
  exhaustedKey,
  rateLimited,
  rateLimitedKey,
  type RateLimitName,
} from '../rate-limit';
import {
  activateCustomerByUrl,
  createAccessToken,
  createCustomer,
  deleteAccessToken,
  getCustomerAccount,
  recoverCustomer,
  resetCustomerByUrl,
  updateCustomer,
} from '../shopify/customer';

// Every action here is a public endpoint (docs/adr/0003): it parses its FormData against the form's
// schema (server/forms/submission.ts caps its size), checks the locale sells, verifies the bot check
// before it counts anything against the rate limits, and answers with codes the page translates. No answer tells whether an
// e-mail address has an account (docs/adr/0009).

const inMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Counts an attempt that passed the bot check against the client address's limit and the e-mail's
 * (as tried from that address: emailFromClient); the wait in minutes when either is used up.
 */
async function overLimit(byAddress: RateLimitName, byEmail: RateLimitName, email: string) {
  const requestHeaders = await headers();
  const [address, perEmail] = await Promise.all([
    rateLimited(byAddress, requestHeaders),
    rateLimitedKey(byEmail, emailFromClient(email, requestHeaders)),
  ]);
  const wait = Math.max(address ?? 0, perEmail ?? 0);
  return wait > 0 ? inMinutes(wait) : null;
}

/**
 * A password check's limits: every attempt counts against the client address; only failed checks
 * count against the e-mail as tried from that address (passwordCheckFailed), so a customer who
 * types the right password is never refused because someone else guessed at their account.
 */
async function passwordCheckLimited(email: string): Promise<number | null> {
  const requestHeaders = await headers();
  const address = await rateLimited('loginByAddress', requestHeaders);
  const failures = await exhaustedKey('loginFailuresByEmail', emailFromClient(email, requestHeaders));
  const wait = Math.max(address ?? 0, failures ?? 0);
  return wait > 0 ? inMinutes(wait) : null;
}

async function passwordCheckFailed(email: string): Promise<void> {
  await rateLimitedKey('loginFailuresByEmail', emailFromClient(email, await headers()));
}

function hasCode(errors: readonly NormalisedUserError[], ...codes: string[]) {
  return errors.some((error) => error.code !== null && codes.includes(error.code));
}

/** Where the log-in goes after: the guard's `back`, or the private page's `redirectUrl` (spec §7.3). */
async function backPath(form: FormData): Promise<string | null> {
  return (await pageQueryValue(form, 'back')) ?? (await pageQueryValue(form, 'redirectUrl'));
}

export async function loginAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, loginSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const { email, password } = submission.value;
  // The bot check first: a post without a proof of work counts against nothing.
  if (!(await verifyFormBotCheck(form, 'log_in'))) return failed(submission, recaptchaErrorCode);
  const wait = await passwordCheckLimited(email);
  if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', wait);
  const state = await guarded(
    async () => {
      const answer = await createAccessToken(email, password);
      if (!answer.ok) {
        await passwordCheckFailed(email);
        // One message for an unknown e-mail and a wrong password; CUSTOMER_DISABLED is told only to
        // whoever holds the password (the provider checks it first).
        const code = hasCode(answer.errors, 'CUSTOMER_DISABLED')
          ? 'CUSTOMER_DISABLED'
          : 'UNIDENTIFIED_CUSTOMER';
        return failed(submission, code);
      }
      await startSession(answer.value);
      await syncCartCustomer(locale);
      return succeeded(submission, 'ENTITY_SAVED');
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
  if (state.success) redirect(afterLoginPath(locale, await backPath(form), serverConfig().siteUrl));
  return state;
}

export async function logoutAction(form: FormData): Promise<void> {
  const locale = await sellingLocale(form);
  await endSession();
  if (locale) await syncCartCustomer(locale);
  redirect(locale ? localePath(locale, '/login') : '/');
}

/**
 * Sign-up (docs/adr/0009): a new account, an address that already has one, and an account made at
 * checkout that must be activated all get the same answer, "we have sent an e-mail to {email}". The
 * owner of a taken address gets a password-reset e-mail (customerRecover), so a shopper who forgot
 * they had an account can get in; nobody else learns that the account exists.
 */
export async function registerAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, registerSchema(new Date())) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const { email, password, firstName, lastName, acceptsMarketing, birthday, gender } = submission.value;
  if (!(await verifyFormBotCheck(form, 'sign_up'))) return failed(submission, recaptchaErrorCode);
  const wait = await overLimit('signUpByAddress', 'signUpByEmail', email);
  if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', wait);
  // After the bot check and the limits: matching a password against the list is the costly step.
  if (await isCommonPassword(password))
    return refusedField(submission, 'password', 'error.passwordTooCommon');
  return answerNoSoonerThan(signUpAnswerMs, () =>
    guarded(
      async () => {
        const answer = await createCustomer(locale, {
          email,
          password,
          firstName,
          lastName,
          acceptsMarketing,
        });
        if (answer.ok) await saveNewProfile(answer.value.id, { birthday, gender });
        else {
          if (hasCode(answer.errors, 'TAKEN_EMAIL')) await recoverCustomer(locale, email);
          else if (!hasCode(answer.errors, 'CUSTOMER_DISABLED')) {
            const fields = ['firstName', 'lastName', 'email', 'password'];
            const routed = routeUserErrors(answer.errors, fields);
            return refusedByProvider(submission, routed);
          }
        }
        return succeeded(submission, 'CUSTOMER_DISABLED_DETAILED', { email });
      },
      () => failed(submission, 'SERVER_ERROR'),
    ),
  );
}

/**
 * A new account and a taken address do different work (an account and its profile, or a reset
 * e-mail), which take noticeably different times (measured in docs/adr/0009): the answer waits until
 * this long after the work started, so its timing tells nothing. Well above either branch, well below a
 * shopper's notice.
 */
const signUpAnswerMs = 400;

async function answerNoSoonerThan<T>(milliseconds: number, work: () => Promise<T>): Promise<T> {
  const [answer] = await Promise.all([work(), new Promise((resolve) => setTimeout(resolve, milliseconds))]);
  return answer;
}

/** The sign-up's birthday and gender: the account exists either way, so a refusal is only logged. */
async function saveNewProfile(customerId: string, profile: ProfileFields) {
  try {
    const saved = await saveProfile(customerId, profile);
    if (!saved.ok) console.warn('[account] sign-up profile not saved:', saved.errors[0]?.code);
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.warn('[account] sign-up profile not saved:', error.message);
  }
}

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
