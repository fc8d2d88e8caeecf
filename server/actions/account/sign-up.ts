'use server';

import { recaptchaErrorCode, routeUserErrors } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { registerSchema } from '@/lib/validation/account';
import { guarded, isProviderUnavailable, sellingLocale } from '../../customer/action-guards';
import { saveProfile, type ProfileFields } from '../../customer/profile';
import { verifyFormBotCheck } from '../../bot-check';
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
import { createCustomer, recoverCustomer } from '../../shopify/customer';
import { hasCode, overLimit } from './shared';

// Every action here is a public endpoint (docs/adr/0003): it parses its FormData against the form's
// schema (server/forms/submission.ts caps its size), checks the locale sells, verifies the bot check
// before it counts anything against the rate limits, and answers with codes the page translates. No answer tells whether an
// e-mail address has an account (docs/adr/0009).

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
