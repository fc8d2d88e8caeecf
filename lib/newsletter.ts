/** Pure rules of the footer newsletter (spec §6). */

/** spec §6: forbidden countries (a comma-separated setting) get no newsletter in the footer. */
export function isNewsletterForbidden(
  visitorCountry: string | null,
  forbiddenCountries: string | null,
): boolean {
  if (!visitorCountry || !forbiddenCountries) return false;
  return forbiddenCountries
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .includes(visitorCountry.toUpperCase());
}

/** spec §9: the newsletter pop-in shows while fewer than 1 dismissals were counted, for 30 days. */
export const newsletterPopinAttemptsLimit = 1;
export const newsletterPopinMaxAgeSeconds = 30 * 24 * 60 * 60;
/** spec §7.4: the pop-in's dismissal cookie and its attempts (first-party, read in the browser). */
export const newsletterPopinCookies = {
  dismissed: 'NEWSLETTER_POPIN_DISMISSED',
  attempts: 'NEWSLETTER_POPIN_ATTEMPTS',
} as const;

/** Where a sign-up came from (the form's hidden source tag, spec §3). */
export const newsletterSources = ['footer', 'popin'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/**
 * spec §4 "Newsletter pop-in": shown only when it was not dismissed (cookie not '1'), fewer attempts
 * than the limit were counted, and the consent condition is not true.
 */
export function shouldShowNewsletterPopin({
  dismissedCookie,
  attemptsCookie,
  consentCondition,
}: {
  dismissedCookie: string | null;
  attemptsCookie: string | null;
  consentCondition: boolean;
}): boolean {
  const attempts = Number.parseInt(attemptsCookie ?? '0', 10);
  return (
    dismissedCookie !== '1' &&
    (Number.isFinite(attempts) ? attempts : 0) < newsletterPopinAttemptsLimit &&
    !consentCondition
  );
}

/** One more dismissal, as the cookie value that counts it (a malformed count starts again from 0). */
export function nextNewsletterPopinAttempts(attemptsCookie: string | null): string {
  const attempts = Number.parseInt(attemptsCookie ?? '0', 10);
  return String((Number.isFinite(attempts) && attempts >= 0 ? attempts : 0) + 1);
}

export interface NewsletterTagValues {
  currency: string;
  source: string;
  country: string | null;
  campaign: string | null;
  language: string;
}

/**
 * spec §3 "Subscription call" and "Tracking": the customer tags currency, source (from), country
 * (upper-cased), campaign and language, as `name:value`; a value the visit does not have is left out.
 */
export function newsletterTags(values: NewsletterTagValues): string[] {
  const entries: [string, string | null][] = [
    ['currency', values.currency.toUpperCase()],
    ['source', values.source],
    ['country', values.country?.toUpperCase() ?? null],
    ['campaign', values.campaign],
    ['language', values.language.toLowerCase()],
  ];
  return entries.flatMap(([name, value]) => (value ? [`${name}:${value}`] : []));
}
