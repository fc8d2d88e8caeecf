import type { BackendContext } from '../http';
import { paginate, type PageArgs } from '../storefront/catalog/connection';
import { gid, parseNumericGid } from '../storefront/ids';
import { badRequest } from './errors';

/**
 * LOCAL ONLY (see schema.graphql): stock-alert sign-ups, one per e-mail and variant. Signing up
 * twice for the same variant is not an error: the shopper gets the one alert they asked for.
 */

interface StockAlertRow {
  id: number;
  email: string;
  variant_id: number;
  locale: string;
  created_at: string;
}

interface StockAlertInput {
  email: string;
  variantId: string;
  locale: string;
}

type UserErrorCode = 'BLANK' | 'INVALID' | 'NOT_FOUND';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const localeShape = /^[a-z]{2}-[a-z]{2}$/;

function userError(code: UserErrorCode, field: string, message: string) {
  return { code, field: ['input', field], message };
}

function validate(ctx: BackendContext, input: StockAlertInput) {
  const email = input.email.trim().toLowerCase();
  if (!email) return { error: userError('BLANK', 'email', "Email can't be blank") };
  if (!emailShape.test(email)) return { error: userError('INVALID', 'email', 'Email is invalid') };
  if (!localeShape.test(input.locale)) return { error: userError('INVALID', 'locale', 'Locale is invalid') };
  const variantId = parseNumericGid(input.variantId, 'ProductVariant');
  if (variantId === null || !ctx.db.get('SELECT id FROM variants WHERE id = ?', [variantId]))
    return { error: userError('NOT_FOUND', 'variantId', 'Product variant does not exist') };
  return { email, variantId };
}

const stockAlertCreate = (_root: unknown, { input }: { input: StockAlertInput }, ctx: BackendContext) => {
  const checked = validate(ctx, input);
  if ('error' in checked) return { stockAlert: null, userErrors: [checked.error] };
  ctx.db.run(
    `INSERT INTO stock_alerts (email, variant_id, locale, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email, variant_id) DO UPDATE SET locale = excluded.locale`,
    [checked.email, checked.variantId, input.locale, new Date().toISOString()],
  );
  const row = ctx.db.get<StockAlertRow>('SELECT * FROM stock_alerts WHERE email = ? AND variant_id = ?', [
    checked.email,
    checked.variantId,
  ]);
  return { stockAlert: row, userErrors: [] };
};

/** Only the `email:` search term is modelled, like the gift card search. */
function emailOf(query: string | null | undefined): string | null {
  if (!query) return null;
  const match = /^\s*email:\s*"?([^"\s]+)"?\s*$/i.exec(query);
  if (!match)
    throw badRequest(`Unsupported stock alert search '${query}': the local backend supports email:X`);
  return match[1]!.toLowerCase();
}

const stockAlerts = (_root: unknown, args: PageArgs & { query?: string | null }, ctx: BackendContext) => {
  const rows = ctx.db.all<StockAlertRow>(
    'SELECT * FROM stock_alerts WHERE (:email IS NULL OR email = :email) ORDER BY id',
    { email: emailOf(args.query) },
  );
  return paginate(rows, (row) => row.id, args);
};

const StockAlert = {
  id: (row: StockAlertRow) => gid('StockAlert', row.id),
  variantId: (row: StockAlertRow) => gid('ProductVariant', row.variant_id),
  createdAt: (row: StockAlertRow) => row.created_at,
};

export const stockAlertResolvers = { Query: { stockAlerts }, Mutation: { stockAlertCreate }, StockAlert };
