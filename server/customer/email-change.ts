import 'server-only';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { serverConfig } from '../config';
import { sendMail } from '../mail/send';
import { mailTranslator } from '../mail/translator';
import { rateLimited, rateLimitedKey } from '../rate-limit';

/**
 * Changing the account's e-mail address (ASVS 5.0 V6.3): it moves the account to another inbox, from
 * which a password reset takes it over, so it asks for the current password (the action checks it),
 * is rate-limited, and tells the old address. The limits also bound what the provider's TAKEN_EMAIL
 * answer tells a logged-in customer about other accounts (docs/adr/0009).
 */

export function changesEmail(current: string, requested: string): boolean {
  return current.trim().toLowerCase() !== requested.trim().toLowerCase();
}

/** Counts one change against the customer's limit and the client address's; the wait in seconds. */
export async function emailChangeLimited(customerId: string, headers: Headers): Promise<number | null> {
  const [perCustomer, perAddress] = await Promise.all([
    rateLimitedKey('emailChangeByCustomer', customerId),
    rateLimited('emailChangeByAddress', headers),
  ]);
  const wait = Math.max(perCustomer ?? 0, perAddress ?? 0);
  return wait > 0 ? wait : null;
}

/**
 * The notice to the old address, in the language of the page the change was made on. A relay that
 * fails is logged: the change is made by then, and a failure here must not tell the shopper it was not.
 */
export async function sendEmailChangedNotice(locale: Locale, oldEmail: string, newEmail: string) {
  try {
    const t = mailTranslator(locale);
    const contactUrl = `${serverConfig().siteUrl}${localePath(locale, '/contact')}`;
    await sendMail({
      to: oldEmail,
      subject: t('emailChanged.subject'),
      text: t('emailChanged.text', { newEmail, contactUrl }),
    });
  } catch (error) {
    console.error('[account] e-mail change notice not sent:', (error as Error).message);
  }
}
