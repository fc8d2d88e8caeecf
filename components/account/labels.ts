import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { formTemplates } from '@/server/forms/templates';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** What an account form island is given: its labels (messages/{lang}/account.json, flat) and error templates. */
export async function accountFormProps(locale: Locale) {
  const [messages, templates] = await Promise.all([getMessages({ locale }), formTemplates(locale)]);
  return { locale, labels: flatten(messages.account as Tree), templates };
}
