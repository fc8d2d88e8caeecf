'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { botCheckField } from '@/lib/bot-check';
import { noScriptNewsletterAnswerPath, noScriptNewsletterOutcome } from '@/lib/newsletter-without-script';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { serverConfig } from '../config';
import { formLocale, parseForm } from '../forms/submission';
import { signUpToNewsletter } from '../newsletter/sign-up';

/**
 * The footer's sign-up posted by a browser without JavaScript (a public endpoint, docs/adr/0003): the
 * same sign-up as the scripted form, so the same refusals in the same order, the forbidden countries
 * (spec §6) by the request's country header first, then the bot check, which a browser without a
 * script cannot pass (docs/adr/0031). The answer is a 303 to the posting page, its fragment naming
 * the outcome the footer words (lib/newsletter-without-script).
 */
export async function newsletterWithoutScriptAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  // No locale: no language to answer in; the page posted to renders again as it was.
  if (!locale) return;
  const requestHeaders = await headers();
  const submission = parseForm(form, newsletterSchema);
  const answer =
    submission?.status === 'success'
      ? await signUpToNewsletter(
          {
            email: submission.value.email,
            locale,
            source: 'footer',
            campaign: null,
            botCheckToken: form.get(botCheckField),
          },
          requestHeaders,
        )
      : null;
  redirect(
    noScriptNewsletterAnswerPath(
      locale,
      requestHeaders.get('referer'),
      serverConfig().siteUrl,
      noScriptNewsletterOutcome(answer),
    ),
  );
}
