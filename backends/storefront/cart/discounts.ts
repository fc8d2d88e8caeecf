import type { Db } from '../../db';
import { userError, type CartProblems } from './errors';

export interface DiscountCodeState {
  code: string;
  applicable: boolean;
  /** Whole percent off the subtotal; 0 when not applicable. */
  percentage: number;
}

interface DiscountCodeRow {
  code: string;
  percentage: number;
  active: number;
}

/**
 * Codes as the buyer typed them, blank ones refused, duplicates (case-insensitive) dropped. Unknown
 * or inactive codes are kept on the cart with applicable false and a warning, as Shopify does.
 */
export function acceptDiscountCodes(
  db: Db,
  codes: readonly string[],
  problems: CartProblems,
  field: string[],
) {
  const accepted: string[] = [];
  codes.forEach((raw, index) => {
    const code = raw.trim();
    if (code === '') {
      problems.userErrors.push(
        userError('MISSING_DISCOUNT_CODE', [...field, index], 'Discount code is blank.'),
      );
      return;
    }
    if (accepted.some((existing) => existing.toUpperCase() === code.toUpperCase())) return;
    accepted.push(code);
    const row = findCode(db, code);
    if (!row) {
      problems.warnings.push({
        code: 'DISCOUNT_NOT_FOUND',
        message: `Discount code ${code} not found.`,
        target: code,
      });
    } else if (row.active !== 1) {
      problems.warnings.push({
        code: 'DISCOUNT_CURRENTLY_INACTIVE',
        message: `Discount code ${code} is inactive.`,
        target: code,
      });
    }
  });
  return accepted;
}

export function discountCodeState(db: Db, code: string): DiscountCodeState {
  const row = findCode(db, code);
  const applicable = row !== undefined && row.active === 1;
  return { code, applicable, percentage: applicable ? row.percentage : 0 };
}

function findCode(db: Db, code: string): DiscountCodeRow | undefined {
  return db.get<DiscountCodeRow>('SELECT * FROM discount_codes WHERE code = ?', [code.toUpperCase()]);
}
