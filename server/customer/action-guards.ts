import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/forms';
import { isLocale, type Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { isSellingEnabled } from '@/lib/selling';
import { customerAccessToken } from '../customer/session';
import { getGlobalDocuments } from '../prismic/global';
import { isProviderUnavailable } from '../provider-unavailable';

export { isProviderUnavailable };
import { getCustomerAccount } from '../shopify/customer';

/** What every account action checks before acting (docs/adr/0003: actions are public endpoints). */

const localeSchema = z
  .string()
  .refine(isLocale)
  .transform((value) => value as Locale);

/** The locale of the posting page, when the shop sells there (spec §6: no account elsewhere). */
export async function sellingLocale(form: unknown): Promise<Locale | null> {
  if (!(form instanceof FormData)) return null;
  const locale = localeSchema.safeParse(form.get('locale'));
  if (!locale.success) return null;
  const { selling } = await getGlobalDocuments(locale.data);
  return isSellingEnabled({ locale: locale.data, settings: selling }) ? locale.data : null;
}

/** The logged-in customer's token, or the log-in page (a session that ended while the page was open). */
export async function requireToken(locale: Locale): Promise<string> {
  const token = await customerAccessToken();
  if (!token) redirect(localePath(locale, '/login'));
  return token;
}

/** The session's customer (token and id), or the log-in page when the token no longer works. */
export async function requireCustomer(locale: Locale): Promise<{ token: string; id: string; email: string }> {
  const token = await requireToken(locale);
  const customer = await getCustomerAccount(token);
  if (!customer?.email) redirect(localePath(locale, '/login'));
  return { token, id: customer.id, email: customer.email };
}

/** A provider that cannot answer is a SERVER_ERROR alert; anything else is a bug and is thrown. */
export async function guarded(
  run: () => Promise<FormState>,
  onUnavailable: () => FormState,
): Promise<FormState> {
  try {
    return await run();
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[account] provider unavailable:', error.message);
    return onUnavailable();
  }
}
