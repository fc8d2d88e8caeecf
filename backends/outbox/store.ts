import { localeConfig, locales, type Locale } from '../../lib/markets';
import { isSellingEnabled } from '../../lib/selling';
import type { Db } from '../db';

/**
 * The local backends' outbox: every account e-mail Shopify would send (an activation invitation, a
 * password reset, a welcome) is kept here instead of leaving the machine, for people at
 * GET /__outbox and for tests at GET /__outbox.json. Links point at the shop's own pages
 * (/reset-password, /enable-account with id and token), resolved against SHOP_URL when shown.
 */
export type MailKind = 'activation' | 'password_reset' | 'welcome';

export interface Mail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
  /** The full link, e.g. http://localhost:3000/fr-fr/reset-password?id=1&token=… */
  link: string | null;
  createdAt: string;
}

interface MailRow {
  id: number;
  kind: MailKind;
  to_address: string;
  subject: string;
  body: string;
  path: string | null;
  created_at: string;
}

/** A database saved before the outbox existed gets its table on first use. */
function ensureTable(db: Db) {
  db.run(`CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, to_address TEXT NOT NULL, subject TEXT NOT NULL,
    body TEXT NOT NULL, path TEXT, created_at TEXT NOT NULL)`);
}

export function sendMail(
  db: Db,
  mail: {
    kind: MailKind;
    to: string;
    subject: string;
    body: string;
    path: string | null;
    createdAt?: string;
  },
): void {
  ensureTable(db);
  db.run('INSERT INTO outbox (kind, to_address, subject, body, path, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    mail.kind,
    mail.to,
    mail.subject,
    mail.body,
    mail.path,
    mail.createdAt ?? new Date().toISOString(),
  ]);
}

/** Newest first. */
export function outbox(db: Db, shopUrl: string): Mail[] {
  ensureTable(db);
  const origin = shopUrl.replace(/\/+$/, '');
  return db.all<MailRow>('SELECT * FROM outbox ORDER BY created_at DESC, id DESC').map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    link: row.path ? `${origin}${row.path}` : null,
    createdAt: row.created_at,
  }));
}

/**
 * The shop locale an e-mail links into: the one whose Storefront context is the call's
 * @inContext(country, language) and that sells (accounts live only there), else the first selling
 * locale of that language, else en-eu.
 */
export function mailLocale(country: string, language: string): Locale {
  const selling = locales.filter((locale) => isSellingEnabled({ locale }));
  const lang = language.toLowerCase();
  const exact = selling.find(
    (l) => localeConfig(l).contextCountry === country && localeConfig(l).language === lang,
  );
  const sameLanguage = selling.find((l) => localeConfig(l).language === lang);
  return exact ?? sameLanguage ?? 'en-eu';
}

/** The shop page of a one-time link: /{locale}/reset-password?id=…&token=… */
export function linkPath(
  locale: Locale,
  page: 'reset-password' | 'enable-account',
  customerId: number,
  token: string,
) {
  return `/${locale}/${page}?${new URLSearchParams({ id: String(customerId), token })}`;
}
