import 'server-only';
import type { BotCheckAction } from '@/lib/bot-check';
import { recaptchaErrorCode } from '@/lib/errors';
import type { Locale } from '@/lib/markets';
import { isNewsletterForbidden, type NewsletterSource } from '@/lib/newsletter';
import { visitorCountryFrom } from '@/lib/visitor-country';
import { verifyBotCheck } from '../bot-check';
import { getGlobalDocuments } from '../prismic/global';
import { emailFromClient, rateLimited, rateLimitedKey } from '../rate-limit';
import { subscribeToNewsletter } from './subscribe';

const action: BotCheckAction = 'newsletter';

export interface NewsletterSignUp {
  email: string;
  firstName?: string;
  lastName?: string;
  locale: Locale;
  source: NewsletterSource;
  campaign: string | null;
  botCheckToken: unknown;
}

/** Every way a sign-up is refused: a newsletter form carries the words of these alone. */
export const newsletterRefusals = [
  'TOO_MANY_REQUESTS',
  'INVALID',
  recaptchaErrorCode,
  'SERVER_ERROR',
] as const;

export type SignUpOutcome =
  | { ok: true }
  | {
      ok: false;
      code: (typeof newsletterRefusals)[number];
      field?: string;
      retryAfterSeconds?: number;
      countryRefused?: true;
    };

/**
 * One newsletter sign-up, for the form's server action and POST /api/customers/newsletter/ alike:
 * counted against the client's rate limit, refused for a forbidden country (spec §6: the form is not
 * even shown there), then the bot check, the e-mail's rate limit and the Admin API. Valid input only.
 */
export async function signUpToNewsletter(signUp: NewsletterSignUp, headers: Headers): Promise<SignUpOutcome> {
  const tooMany = (seconds: number) => ({
    ok: false as const,
    code: 'TOO_MANY_REQUESTS' as const,
    retryAfterSeconds: seconds,
  });
  const byAddress = await rateLimited('newsletterByAddress', headers);
  if (byAddress !== null) return tooMany(byAddress);
  const country = visitorCountryFrom((name) => headers.get(name));
  const { settings } = await getGlobalDocuments(signUp.locale);
  if (isNewsletterForbidden(country, settings?.data.newsletter_forbidden_countries ?? null))
    return { ok: false, code: 'INVALID', countryRefused: true };
  if (!(await verifyBotCheck(signUp.botCheckToken, action))) return { ok: false, code: recaptchaErrorCode };
  // Counted after the bot check and per client address, so nobody can use up someone else's address.
  const byEmail = await rateLimitedKey('newsletterByEmail', emailFromClient(signUp.email, headers));
  if (byEmail !== null) return tooMany(byEmail);
  try {
    const result = await subscribeToNewsletter({ ...signUp, country });
    return result.ok ? { ok: true } : { ok: false, code: 'INVALID', field: result.field ?? undefined };
  } catch (error) {
    console.error('[newsletter] Admin API unavailable:', (error as Error).message);
    return { ok: false, code: 'SERVER_ERROR' };
  }
}
