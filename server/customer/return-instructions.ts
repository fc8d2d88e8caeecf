import 'server-only';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { serverConfig } from '../config';
import { sendMail } from '../mail/send';
import { mailTranslator } from '../mail/translator';

// A type, not an interface: the translator takes it as its values (an index signature).
type RegisteredReturn = {
  orderName: string;
  returnName: string;
};

/**
 * The instructions the returns page promises ("we will e-mail you the return instructions"), in the
 * language of the page the return was asked on. A relay that fails is logged: the return is
 * registered by then, and the page must not say it was not.
 */
export async function sendReturnInstructions(locale: Locale, to: string, registered: RegisteredReturn) {
  try {
    const t = mailTranslator(locale);
    const { siteUrl } = serverConfig();
    const accountPath = localePath(locale, '/account');
    await sendMail({
      to,
      subject: t('returnInstructions.subject', registered),
      text: t('returnInstructions.text', {
        ...registered,
        orderUrl: `${siteUrl}${accountPath}?section=orders`,
        contactUrl: `${siteUrl}${localePath(locale, '/contact')}`,
      }),
    });
  } catch (error) {
    console.error('[account] return instructions not sent:', (error as Error).message);
  }
}
