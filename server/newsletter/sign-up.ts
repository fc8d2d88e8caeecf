import 'server-only';
import type { BotCheckAction } from '@/lib/bot-check';
import { recaptchaErrorCode, type ErrorCode } from '@/lib/errors';
import type { Locale } from '@/lib/markets';
import { isNewsletterForbidden, type NewsletterSource } from '@/lib/newsletter';
import { visitorCountryFrom } from '@/lib/visitor-country';
import { verifyBotCheck } from '../bot-check';
import { getGlobalDocuments } from '../prismic/global';
import { rateLimited, rateLimitedKey } from '../rate-limit';
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

export type SignUpOutcome =
  { ok: true } | { ok: false; code: ErrorCode; field?: string; retryAfterSeconds?: number };

/**
 * One newsletter sign-up, for the form's server action and POST /api/customers/newsletter/ alike:
 * counted against the client's and the e-mail's rate limits, refused for a forbidden country (spec
 * §6: the form is not even shown there), then the bot check, then the Admin API. Already valid input.
 */
export async function signUpToNewsletter(signUp: NewsletterSignUp, headers: Headers): Promise<SignUpOutcome> {
  const [byAddress, byEmail] = await Promise.all([
    rateLimited('newsletterByAddress', headers),
    rateLimitedKey('newsletterByEmail', signUp.email.trim().toLowerCase()),
  ]);
  const wait = Math.max(byAddress ?? 0, byEmail ?? 0);
  if (wait > 0) return { ok: false, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: wait };
  const country = visitorCountryFrom((name) => headers.get(name));
  const { settings } = await getGlobalDocuments(signUp.locale);
  if (isNewsletterForbidden(country, settings?.data.newsletter_forbidden_countries ?? null))
    return { ok: false, code: 'INVALID' };
  if (!(await verifyBotCheck(signUp.botCheckToken, action))) return { ok: false, code: recaptchaErrorCode };
  try {
    const result = await subscribeToNewsletter({ ...signUp, country });
    return result.ok ? { ok: true } : { ok: false, code: 'INVALID', field: result.field ?? undefined };
  } catch (error) {
    console.error('[newsletter] Admin API unavailable:', (error as Error).message);
    return { ok: false, code: 'SERVER_ERROR' };
  }
}
