'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { asText } from '@prismicio/client';
import { botCheckField } from '@/lib/bot-check';
import { recaptchaErrorCode } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import { contactSchema } from '@/lib/validation/contact';
import { verifyBotCheck } from '../bot-check';
import { failed, formLocale, invalidForm, parseForm } from '../forms/submission';
import { getContactPage } from '../loaders/contact';
import { isProviderUnavailable } from '../provider-unavailable';
import { sendMail } from '../mail/send';
import { rateLimited } from '../rate-limit';

/**
 * The contact form (/contact): the message goes by e-mail to the customer care address of the page's
 * document, with the shopper's address as Reply-To, then the thank-you view. A public endpoint
 * (docs/adr/0003): parsed, capped, rate-limited, bot-checked.
 */
export async function contactAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = formLocale(form);
  const submission = locale ? parseForm(form, contactSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return { result: submission.reply(), success: null };
  let document: Awaited<ReturnType<typeof getContactPage>>;
  try {
    document = await getContactPage(locale);
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[contact] page unavailable:', error.message);
    return failed(submission, 'SERVER_ERROR');
  }
  const subjects = (document?.data.subjects ?? []).map((item) => item.label?.trim()).filter(Boolean);
  const { name, email, subject, orderNumber, message } = submission.value;
  if (!document?.data.email) return failed(submission, 'SERVER_ERROR');
  if (!subjects.includes(subject))
    return { result: submission.reply({ fieldErrors: { subject: ['error.pattern'] } }), success: null };
  const wait = await rateLimited('contact', await headers());
  if (wait !== null) return failed(submission, 'TOO_MANY_REQUESTS', Math.max(1, Math.ceil(wait / 60)));
  if (!(await verifyBotCheck(form.get(botCheckField), 'contact')))
    return failed(submission, recaptchaErrorCode);
  try {
    await sendMail({
      to: document.data.email,
      replyTo: `${name} <${email}>`,
      subject: `[${asText(document.data.title) || 'Contact'}] ${subject}`,
      text: [
        `Name: ${name}`,
        `E-mail: ${email}`,
        `Subject: ${subject}`,
        `Order number: ${orderNumber ?? '-'}`,
        `Language: ${locale}`,
        '',
        message,
      ].join('\n'),
    });
  } catch (error) {
    console.error('[contact] mail not sent:', (error as Error).message);
    return failed(submission, 'SERVER_ERROR');
  }
  redirect(localePath(locale, '/contact/thank-you'));
}
