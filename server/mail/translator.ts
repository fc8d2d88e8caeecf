import 'server-only';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { localeConfig, type Locale } from '@/lib/markets';
import type mailMessages from '@/messages/en/mail.json';

/**
 * The `mail` messages in the language of a locale, for e-mails sent outside a page's render (an
 * action's aftermath): the shopper reads them in the language of the page they acted on.
 */
export function mailTranslator(locale: Locale) {
  const language = localeConfig(locale).language;
  const messages = loadMessages(language) as { mail: typeof mailMessages };
  return createTranslator({ locale: language, messages, namespace: 'mail' });
}
