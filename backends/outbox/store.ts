import { returnLocale } from '../checkout/return-url';
import type { Language } from '../markets';
import type { Db } from '../db';

/**
 * The local backends' outbox: every e-mail Shopify would send (an activation invitation, a password
 * reset, a welcome, an order confirmation) is kept here instead of leaving the machine, for people at
 * GET /__outbox and for tests at GET /__outbox.json. Links point at the shop's own pages
 * (/reset-password, /enable-account with id and token), resolved against SHOP_URL when shown.
 */
/**
 * `contact`: a message the shop sends itself through the SMTP sink (smtp.ts): its contact form, its
 * account notices. `order_confirmation`: what the hosted checkout sends when it places an order.
 */
export type MailKind = 'activation' | 'password_reset' | 'welcome' | 'contact' | 'order_confirmation';

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
 * The shop subfolder an e-mail links into: the web presence of the call's @inContext country and
 * language in the shop's Markets settings (backends/markets.ts), as Shopify's own e-mails do.
 */
export function mailLocale(country: string, language: string): string {
  return returnLocale(country, language.toLowerCase() as Language);
}

/** The shop page of a one-time link: /{locale}/reset-password?id=…&token=… */
export function linkPath(
  locale: string,
  page: 'reset-password' | 'enable-account',
  customerId: number,
  token: string,
) {
  return `/${locale}/${page}?${new URLSearchParams({ id: String(customerId), token })}`;
}
