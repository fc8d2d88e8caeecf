import type { BackendContext } from '../http';
import { paginate, type PageArgs } from '../storefront/catalog/connection';
import type { MetafieldRow } from '../storefront/catalog/rows';
import { parseNumericGid, gid } from '../storefront/ids';
import type { CustomerRow } from '../storefront/customer/rows';
import { customerByEmail, customerById, updateCustomer } from '../storefront/customer/store';

type Resolver<TParent, TArgs = never> = (parent: TParent, args: TArgs, ctx: BackendContext) => unknown;

function customerOfGid(ctx: BackendContext, id: string): CustomerRow | null {
  const customerId = parseNumericGid(id, 'Customer');
  return customerId === null ? null : customerById(ctx.db, customerId);
}

const customerParent = (row: CustomerRow | null) =>
  row ? { ...row, __typename: 'Customer' as const } : null;

const customer: Resolver<unknown, { id: string }> = (_root, args, ctx) =>
  customerParent(customerOfGid(ctx, args.id));

const customerByIdentifier: Resolver<
  unknown,
  { identifier: { id?: string | null; emailAddress?: string | null; phoneNumber?: string | null } }
> = (_root, { identifier }, ctx) => {
  if (identifier.id) return customerParent(customerOfGid(ctx, identifier.id));
  if (identifier.emailAddress) return customerParent(customerByEmail(ctx.db, identifier.emailAddress));
  if (identifier.phoneNumber) {
    return customerParent(
      ctx.db.get<CustomerRow>('SELECT * FROM customers WHERE phone = ?', [identifier.phoneNumber]) ?? null,
    );
  }
  return null;
};

/** Tags are trimmed, de-duplicated case-insensitively and kept in first-seen order, as Shopify does. */
function changeTags(ctx: BackendContext, id: string, tags: string[], change: 'add' | 'remove') {
  const target = customerOfGid(ctx, id);
  if (!target) return { node: null, userErrors: [{ field: ['id'], message: 'Customer does not exist' }] };
  const current = JSON.parse(target.tags) as string[];
  const given = tags
    .flatMap((tag) => tag.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
  const lower = new Set(given.map((tag) => tag.toLowerCase()));
  const next =
    change === 'add'
      ? [...current, ...given].filter(
          (tag, index, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
        )
      : current.filter((tag) => !lower.has(tag.toLowerCase()));
  updateCustomer(ctx.db, target.id, { tags: JSON.stringify(next) });
  return { node: customerParent(customerById(ctx.db, target.id)), userErrors: [] };
}

const tagsAdd: Resolver<unknown, { id: string; tags: string[] }> = (_root, args, ctx) =>
  changeTags(ctx, args.id, args.tags, 'add');
const tagsRemove: Resolver<unknown, { id: string; tags: string[] }> = (_root, args, ctx) =>
  changeTags(ctx, args.id, args.tags, 'remove');

interface ConsentInput {
  customerId: string;
  emailMarketingConsent: {
    marketingState: string;
    marketingOptInLevel?: string | null;
    consentUpdatedAt?: string | null;
  };
}

/** Buyers can only be set to these states by an app; the others are Shopify's own. */
const settableStates = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_SUBSCRIBED', 'PENDING'];

const customerEmailMarketingConsentUpdate: Resolver<unknown, { input: ConsentInput }> = (
  _root,
  { input },
  ctx,
) => {
  const target = customerOfGid(ctx, input.customerId);
  if (!target) {
    return {
      customer: null,
      userErrors: [{ code: 'INVALID', field: ['input', 'customerId'], message: 'Customer not found' }],
    };
  }
  const { marketingState, marketingOptInLevel, consentUpdatedAt } = input.emailMarketingConsent;
  if (!settableStates.includes(marketingState)) {
    return {
      customer: null,
      userErrors: [
        {
          code: 'INCLUSION',
          field: ['input', 'emailMarketingConsent', 'marketingState'],
          message: `Marketing state ${marketingState} cannot be set`,
        },
      ],
    };
  }
  updateCustomer(ctx.db, target.id, {
    accepts_marketing: marketingState === 'SUBSCRIBED' ? 1 : 0,
    email_marketing_state: marketingState,
    email_marketing_opt_in_level: marketingOptInLevel ?? 'UNKNOWN',
    email_marketing_updated_at: consentUpdatedAt ?? new Date().toISOString(),
  });
  return { customer: customerParent(customerById(ctx.db, target.id)), userErrors: [] };
};

export const metafieldParent = (row: MetafieldRow) => ({ ...row, __typename: 'Metafield' as const });

const Customer: Record<string, Resolver<CustomerRow, never>> = {
  id: (row) => gid('Customer', row.id),
  firstName: (row) => row.first_name,
  lastName: (row) => row.last_name,
  displayName: (row) => [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
  tags: (row) => JSON.parse(row.tags),
  locale: (row) => row.locale ?? 'en',
  createdAt: (row) => row.created_at,
  updatedAt: (row) => row.updated_at,
  numberOfOrders: (row, _args, ctx) =>
    String(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?', [row.id])!.n),
  emailMarketingConsent: (row) => ({
    marketingState: row.email_marketing_state ?? (row.accepts_marketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED'),
    marketingOptInLevel: row.email_marketing_opt_in_level,
    consentUpdatedAt: row.email_marketing_updated_at,
  }),
  metafield: (row, args: { namespace?: string | null; key: string }, ctx) => {
    const found = ctx.db.get<MetafieldRow>(
      `SELECT * FROM metafields WHERE owner_type = 'Customer' AND owner_id = ? AND namespace = ? AND key = ?`,
      [row.id, args.namespace ?? '', args.key],
    );
    return found ? metafieldParent(found) : null;
  },
  metafields: (row, args: PageArgs & { namespace?: string | null }, ctx) => {
    const rows = ctx.db.all<MetafieldRow>(
      `SELECT * FROM metafields WHERE owner_type = 'Customer' AND owner_id = :id
         AND (:namespace IS NULL OR namespace = :namespace) ORDER BY id`,
      { id: row.id, namespace: args.namespace ?? null },
    );
    return paginate(rows.map(metafieldParent), (metafield) => metafield.id, args);
  },
};

export const customerResolvers = {
  Query: { customer, customerByIdentifier },
  Mutation: { tagsAdd, tagsRemove, customerEmailMarketingConsentUpdate },
  Customer,
};
