import 'server-only';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { isSellingEnabled } from '@/lib/selling';
import { getGlobalDocuments } from '../prismic/global';
import { getPageDocument } from './content';

/** The account page types of spec §2.2, one a route of spec §2.1. */
export type AccountPageType =
  | 'login_page'
  | 'login_account_page'
  | 'register_page'
  | 'register_account_page'
  | 'forgot_password_page'
  | 'reset_password_page'
  | 'enable_account_page'
  | 'account_page';

type AccountDocument =
  | Content.LoginPageDocument
  | Content.LoginAccountPageDocument
  | Content.RegisterPageDocument
  | Content.RegisterAccountPageDocument
  | Content.ForgotPasswordPageDocument
  | Content.ResetPasswordPageDocument
  | Content.EnableAccountPageDocument
  | Content.AccountPageDocument;

/**
 * An account route's document, or null (the 404 page) where the locale does not sell: accounts exist
 * only where the shop sells (spec §6), like the header's account link.
 */
export async function getAccountPage(locale: Locale, type: AccountPageType): Promise<AccountDocument | null> {
  const { selling } = await getGlobalDocuments(locale);
  if (!isSellingEnabled({ locale, settings: selling })) return null;
  return getPageDocument<AccountDocument>(locale, type);
}
