import type { BackendContext } from '../http';
import { paginate, type PageArgs } from '../storefront/catalog/connection';
import { gid } from '../storefront/ids';
import { money } from '../storefront/money';
import { badRequest } from './errors';

export interface GiftCardRow {
  id: number;
  code: string;
  currency: string;
  balance: number;
  initial_value: number;
  expires_on: string | null;
  enabled: number;
}

/** Only the `code:` search term is modelled; anything else is refused rather than ignored. */
function codeOf(query: string | null | undefined): string | null {
  if (!query) return null;
  const match = /^\s*code:\s*"?([^"\s]+)"?\s*$/i.exec(query);
  if (!match)
    throw badRequest(`Unsupported gift card search '${query}': the local backend supports code:XXXX`);
  return match[1]!;
}

const giftCards = (_root: unknown, args: PageArgs & { query?: string | null }, ctx: BackendContext) => {
  const code = codeOf(args.query);
  const rows = ctx.db.all<GiftCardRow>(
    'SELECT * FROM gift_cards WHERE (:code IS NULL OR code = :code) ORDER BY id',
    {
      code,
    },
  );
  return paginate(
    rows.map((row) => ({ ...row, __typename: 'GiftCard' as const })),
    (row) => row.id,
    args,
  );
};

const GiftCard = {
  id: (row: GiftCardRow) => gid('GiftCard', row.id),
  balance: (row: GiftCardRow) => money(row.balance, row.currency),
  initialValue: (row: GiftCardRow) => money(row.initial_value, row.currency),
  expiresOn: (row: GiftCardRow) => row.expires_on,
  enabled: (row: GiftCardRow) => row.enabled === 1,
  // The Admin API never returns a full code, only its last four characters.
  lastCharacters: (row: GiftCardRow) => row.code.slice(-4),
};

export const giftCardResolvers = { Query: { giftCards }, GiftCard };
