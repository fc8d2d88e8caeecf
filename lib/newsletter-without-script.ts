import type { ErrorCode } from './errors';
import { recaptchaErrorCode } from './errors';
import type { Locale } from './markets';
import { splitLocale } from './account';
import { safeInternalPath } from './redirect-target';
import { localePath } from './routes';

/**
 * The footer's sign-up posted by a browser without JavaScript (components/shell/NoScriptNewsletter):
 * the action answers with a 303 back to the page the shopper was on, and the fragment names one of
 * these outcomes, which the footer words in the shopper's language (CSS :target). A fragment keeps
 * the page static: nothing on the server reads it.
 */
export const noScriptNewsletterOutcomes = [
  'subscribed',
  'botCheck',
  'notOffered',
  'invalid',
  'tooMany',
  'failed',
] as const;
type NoScriptNewsletterOutcome = (typeof noScriptNewsletterOutcomes)[number];

/** What a sign-up answered (server/newsletter/sign-up's outcome), or null for a form that did not parse. */
type SignUpAnswer = { ok: true } | { ok: false; code: ErrorCode; countryRefused?: boolean } | null;

export function noScriptNewsletterOutcome(answer: SignUpAnswer): NoScriptNewsletterOutcome {
  if (!answer) return 'invalid';
  if (answer.ok) return 'subscribed';
  if (answer.countryRefused) return 'notOffered';
  switch (answer.code) {
    case recaptchaErrorCode:
      return 'botCheck';
    case 'TOO_MANY_REQUESTS':
      return 'tooMany';
    case 'INVALID':
      return 'invalid';
    default:
      return 'failed';
  }
}

/** The id of the outcome's sentence in the footer, and so the fragment that shows it. */
export function noScriptNewsletterAnchor(outcome: NoScriptNewsletterOutcome): string {
  return `newsletter-${outcome}`;
}

/**
 * Where the answer goes: the page the form was posted from (the browser names it in Referer, same
 * origin under the shop's Referrer-Policy) when it is a page of this site in the form's locale, else
 * the locale's home. Never another site: a Referer is the visitor's to forge.
 */
export function noScriptNewsletterAnswerPath(
  locale: Locale,
  referer: string | null,
  siteOrigin: string,
  outcome: NoScriptNewsletterOutcome,
): string {
  const anchor = `#${noScriptNewsletterAnchor(outcome)}`;
  const page = safeInternalPath(referer, siteOrigin)?.split('#', 1)[0];
  if (page && splitLocale(new URL(page, siteOrigin).pathname).locale === locale) return `${page}${anchor}`;
  return `${localePath(locale, '/')}${anchor}`;
}
