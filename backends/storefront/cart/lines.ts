import type { Db } from '../../db';
import type { CurrencyCode } from '../../markets';
import { variantPrice } from '../catalog/variants';
import { gid, parseGid, parseNumericGid } from '../ids';
import { attributeErrors, attributesIdentity, dedupeAttributes, type AttributeInput } from './attributes';
import { userError, type CartProblems } from './errors';
import type { CartLineRow } from './rows';
import { newLineId } from './store';

/** Shopify's ceiling on lines in one cart. */
const maxCartLines = 250;

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeInput[] | null;
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: AttributeInput[] | null;
  sellingPlanId?: string | null;
}

interface StockRow {
  id: number;
  quantity_available: number;
  title: string;
  product_title: string;
}

/**
 * Works out a cart's lines after a change, in memory, with every userError the change causes.
 * Callers persist the lines only when there is no userError, so a refused change leaves the cart as
 * it was.
 */
export class LinePlan {
  readonly lines: CartLineRow[];

  constructor(
    private readonly db: Db,
    private readonly cartToken: string,
    private readonly currency: CurrencyCode,
    current: readonly CartLineRow[],
    private readonly problems: CartProblems,
  ) {
    this.lines = current.map((line) => ({ ...line }));
  }

  private readonly before = new Map<number, number>();

  add(inputs: readonly CartLineInput[], field: string[] = ['lines']): void {
    this.rememberTotals();
    inputs.forEach((input, index) => {
      const path = [...field, index];
      const variantId = this.merchandise(input.merchandiseId, input.sellingPlanId, path);
      const quantity = input.quantity ?? 1;
      if (quantity <= 0) {
        this.fail('INVALID', [...path, 'quantity'], 'The quantity must be greater than 0.');
      }
      const attributes = input.attributes ?? [];
      this.problems.userErrors.push(...attributeErrors(attributes, [...path, 'attributes']));
      if (variantId === null || quantity <= 0) return;

      const normalised = dedupeAttributes(attributes);
      const identity = attributesIdentity(normalised);
      const same = this.lines.find(
        (line) =>
          line.variant_id === variantId && attributesIdentity(JSON.parse(line.attributes)) === identity,
      );
      if (same) same.quantity += quantity;
      else this.lines.push(this.newLine(variantId, quantity, JSON.stringify(normalised)));
    });
    this.checkSize();
    this.checkStock();
  }

  update(inputs: readonly CartLineUpdateInput[]): void {
    this.rememberTotals();
    const removed = new Set<string>();
    inputs.forEach((input, index) => {
      const path = ['lines', index];
      const line = this.lineOf(input.id, [...path, 'id']);
      if (!line) return;
      if (input.quantity != null && input.quantity < 0) {
        this.fail('INVALID', [...path, 'quantity'], 'The quantity must be greater than or equal to 0.');
        return;
      }
      if (input.merchandiseId != null) {
        const variantId = this.merchandise(input.merchandiseId, input.sellingPlanId, path);
        if (variantId !== null) line.variant_id = variantId;
      }
      if (input.attributes != null) {
        this.problems.userErrors.push(...attributeErrors(input.attributes, [...path, 'attributes']));
        line.attributes = JSON.stringify(dedupeAttributes(input.attributes));
      }
      if (input.quantity != null) line.quantity = input.quantity;
      // Shopify removes a line updated to quantity 0.
      if (line.quantity === 0) removed.add(line.id);
    });
    this.drop(removed);
    this.checkStock();
  }

  remove(lineIds: readonly string[]): void {
    const removed = new Set<string>();
    lineIds.forEach((lineId, index) => {
      const line = this.lineOf(lineId, ['lineIds', index]);
      if (line) removed.add(line.id);
    });
    this.drop(removed);
  }

  private drop(ids: Set<string>): void {
    for (let index = this.lines.length - 1; index >= 0; index--) {
      if (ids.has(this.lines[index]!.id)) this.lines.splice(index, 1);
    }
  }

  private lineOf(lineId: string, field: (string | number)[]): CartLineRow | undefined {
    const id = parseGid(lineId, 'CartLine');
    const line = id === null ? undefined : this.lines.find((candidate) => candidate.id === id);
    if (!line)
      this.fail('INVALID_MERCHANDISE_LINE', field, `The merchandise line with id ${lineId} does not exist.`);
    return line;
  }

  /** The variant id a merchandiseId names, or null after recording why it cannot be sold here. */
  private merchandise(
    merchandiseId: string,
    sellingPlanId: string | null | undefined,
    path: (string | number)[],
  ) {
    if (sellingPlanId != null) {
      this.fail(
        'INVALID',
        [...path, 'sellingPlanId'],
        `The selling plan with id ${sellingPlanId} does not exist.`,
      );
      return null;
    }
    const variantId = parseNumericGid(merchandiseId, 'ProductVariant');
    const exists =
      variantId !== null && this.db.get('SELECT id FROM variants WHERE id = ?', [variantId]) !== undefined;
    if (!exists) {
      this.fail(
        'INVALID',
        [...path, 'merchandiseId'],
        `The merchandise with id ${merchandiseId} does not exist.`,
      );
      return null;
    }
    if (!variantPrice(this.db, variantId, this.currency)) {
      this.fail(
        'INVALID',
        [...path, 'merchandiseId'],
        `The merchandise with id ${merchandiseId} is not available in ${this.currency}.`,
      );
      return null;
    }
    return variantId;
  }

  private newLine(variantId: number, quantity: number, attributes: string): CartLineRow {
    return {
      id: newLineId(),
      cart_token: this.cartToken,
      variant_id: variantId,
      quantity,
      attributes,
      position: 0,
    };
  }

  private totals(): Map<number, number> {
    const totals = new Map<number, number>();
    for (const line of this.lines)
      totals.set(line.variant_id, (totals.get(line.variant_id) ?? 0) + line.quantity);
    return totals;
  }

  private rememberTotals(): void {
    this.before.clear();
    for (const [variantId, quantity] of this.totals()) this.before.set(variantId, quantity);
  }

  private checkSize(): void {
    if (this.lines.length > maxCartLines) {
      this.fail('CART_TOO_LARGE', ['lines'], `A cart can hold at most ${maxCartLines} lines.`);
    }
  }

  /**
   * Only variants whose quantity grew are checked: lowering a line whose stock has since shrunk must
   * stay possible. The refusal is a userError (nothing changes); a warning carries Shopify's stock code.
   */
  private checkStock(): void {
    for (const [variantId, quantity] of this.totals()) {
      if (quantity <= (this.before.get(variantId) ?? 0)) continue;
      const stock = this.db.get<StockRow>(
        `SELECT v.id, v.quantity_available, v.title, p.title AS product_title
         FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
        [variantId],
      );
      if (!stock || quantity <= stock.quantity_available) continue;
      const name =
        stock.title === 'Default Title' ? stock.product_title : `${stock.product_title} - ${stock.title}`;
      const target = gid('ProductVariant', variantId);
      if (stock.quantity_available <= 0) {
        this.fail('INVALID', ['lines'], `The product '${name}' is already sold out.`);
        this.problems.warnings.push({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: `'${name}' is out of stock.`,
          target,
        });
      } else {
        this.fail(
          'MAXIMUM_EXCEEDED',
          ['lines'],
          `You can only add ${stock.quantity_available} of '${name}' to the cart.`,
        );
        this.problems.warnings.push({
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: `Only ${stock.quantity_available} of '${name}' are in stock.`,
          target,
        });
      }
    }
  }

  private fail(...args: Parameters<typeof userError>): void {
    this.problems.userErrors.push(userError(...args));
  }
}
