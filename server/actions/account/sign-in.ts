'use server';

import { redirect } from 'next/navigation';
import { afterLoginPath } from '@/lib/account';
import { recaptchaErrorCode } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import { loginSchema } from '@/lib/validation/account';
import { guarded, sellingLocale } from '../../customer/action-guards';
import { verifyFormBotCheck } from '../../bot-check';
import { serverConfig } from '../../config';
import { syncCartCustomer } from '../../cart/session';
import { endSession, startSession } from '../../customer/session';
import { failed, invalidForm, parseForm, refused, succeeded } from '../../forms/submission';
import { pageQueryValue } from '../../forms/page-query';
import { createAccessToken } from '../../shopify/customer';
import { hasCode, passwordCheckFailed, passwordCheckLimited } from './shared';

// Every action here is a public endpoint (docs/adr/0003): it parses its FormData against the form's
// schema (server/forms/submission.ts caps its size), checks the locale sells, verifies the bot check
// before it counts anything against the rate limits, and answers with codes the page translates. No answer tells whether an
// e-mail address has an account (docs/adr/0009).

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
