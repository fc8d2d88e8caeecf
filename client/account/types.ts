import type { Locale } from '@/lib/markets';

/** What an account form island receives from its page (docs/adr/0007: labels as props). */
export interface AccountFormProps {
  locale: Locale;
  /** Flat labels: field names under `fields.`, buttons and notes by name (messages/{lang}/account.json). */
  labels: Readonly<Record<string, string>>;
  /** Error code templates (server/forms/templates.ts). */
  templates: Readonly<Record<string, string>>;
}

/** The header's account icon and menu (AccountLink, AccountMenu). */
export interface AccountLinkLabels {
  account: string;
  myAccount: string;
  hello: string;
  logout: string;
}
