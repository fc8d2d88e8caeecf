import type { Db } from '../db';
import { parseNumericGid } from '../storefront/ids';

/**
 * The back-in-stock service's own records: one subscription per e-mail and Shopify variant. Signing up
 * twice for the same variant is not an error: the shopper gets the one alert they asked for, in the
 * language of their latest sign-up. The service knows the shop's catalogue (a real one syncs it from
 * Shopify), so an unknown variant is refused.
 */

interface SubscriptionRow {
  id: number;
  email: string;
  variant_id: number;
  locale: string;
  created_at: string;
}

export interface Subscription {
  id: string;
  email: string;
  variantId: string;
  locale: string;
  createdAt: string;
}

export interface SubscriptionError {
  code: 'BLANK' | 'INVALID' | 'NOT_FOUND';
  field: 'email' | 'variantId' | 'locale';
  message: string;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const localeShape = /^[a-z]{2}-[a-z]{2}$/;

function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: `sub_${row.id}`,
    email: row.email,
    variantId: `gid://shopify/ProductVariant/${row.variant_id}`,
    locale: row.locale,
    createdAt: row.created_at,
  };
}

function validate(db: Db, input: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const email = text(input.email).toLowerCase();
  const locale = text(input.locale);
  const fail = (code: SubscriptionError['code'], field: SubscriptionError['field'], message: string) => ({
    error: { code, field, message },
  });
  if (!email) return fail('BLANK', 'email', "Email can't be blank");
  if (!emailShape.test(email)) return fail('INVALID', 'email', 'Email is invalid');
  if (!localeShape.test(locale)) return fail('INVALID', 'locale', 'Locale is invalid');
  const variantId = parseNumericGid(text(input.variantId), 'ProductVariant');
  if (variantId === null || !db.get('SELECT id FROM variants WHERE id = ?', [variantId]))
    return fail('NOT_FOUND', 'variantId', 'Product variant does not exist');
  return { email, variantId, locale };
}

/** Creates or refreshes the subscription; `created` is false when the e-mail already had one. */
export function subscribe(
  db: Db,
  input: Record<string, unknown>,
): { subscription: Subscription; created: boolean } | { error: SubscriptionError } {
  const checked = validate(db, input);
  if ('error' in checked) return checked;
  const existing = db.get('SELECT id FROM stock_alerts WHERE email = ? AND variant_id = ?', [
    checked.email,
    checked.variantId,
  ]);
  db.run(
    `INSERT INTO stock_alerts (email, variant_id, locale, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email, variant_id) DO UPDATE SET locale = excluded.locale`,
    [checked.email, checked.variantId, checked.locale, new Date().toISOString()],
  );
  const row = db.get<SubscriptionRow>('SELECT * FROM stock_alerts WHERE email = ? AND variant_id = ?', [
    checked.email,
    checked.variantId,
  ])!;
  return { subscription: presentSubscription(row), created: !existing };
}

export function subscriptionsOf(db: Db, email: string | null): Subscription[] {
  return db
    .all<SubscriptionRow>('SELECT * FROM stock_alerts WHERE (:email IS NULL OR email = :email) ORDER BY id', {
      email: email?.trim().toLowerCase() ?? null,
    })
    .map(presentSubscription);
}
