'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/lib/forms';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { failed, formLocale, invalidForm, parseForm, succeeded } from '../forms/submission';
import { signUpToNewsletter } from '../newsletter/sign-up';
import { botCheckField } from '@/lib/bot-check';

/**
 * The footer's and the pop-in's sign-up (spec §4 "Newsletter form"): a public endpoint like every
 * action (docs/adr/0003). Field errors come back as codes; success is NEWSLETTER_SUBSCRIBE (spec §8).
 */
export async function newsletterAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = formLocale(form);
  const submission = locale ? parseForm(form, newsletterSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return { result: submission.reply(), success: null };
  const { email, from, campaign } = submission.value;
  const outcome = await signUpToNewsletter(
    {
      email,
      locale: locale,
      source: from,
      campaign: campaign ?? null,
      botCheckToken: form.get(botCheckField),
    },
    await headers(),
  );
  if (outcome.ok) return succeeded(submission, 'NEWSLETTER_SUBSCRIBE');
  const minutes = outcome.retryAfterSeconds
    ? Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60))
    : undefined;
  return failed(submission, outcome.code, minutes);
}
