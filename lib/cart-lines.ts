/** The analytics view of cart lines (spec §3 "Cart line": analytics line). */
import { attributeValue, lineAttributeKeys, type CartLineLike } from './cart';
import { fromMinorUnits, perUnit, toMinorUnits } from './money';

export interface AnalyticsCartLineInput extends CartLineLike {
  cost: { totalAmount: { amount: string }; subtotalAmount?: { amount: string } | null };
  merchandise: {
    id: string;
    sku?: string | null;
    title: string;
    product: {
      id: string;
      title: string;
      vendor: string;
      collections?: { nodes: readonly { title: string }[] } | null;
    };
  };
}

export interface AnalyticsLine {
  productId: string;
  sku: string;
  variantId: string;
  productName: string;
  variantName: string;
  brand: string;
  categories: string[];
  /** Line total / quantity: what one unit cost after line discounts. */
  price: number;
  quantity: number;
  /** Per unit: (subtotal - total) / quantity, the line discounts; 0 without any. */
  discount: number;
}

/** Spec: lines whose realProduct attribute is 'false' (free gifts, samples) are left out. */
export function analyticsLines(lines: readonly AnalyticsCartLineInput[]): AnalyticsLine[] {
  return lines.flatMap((line) => {
    if (attributeValue(line.attributes, lineAttributeKeys.realProduct) === 'false') return [];
    const price = perUnit(line.cost.totalAmount.amount, line.quantity);
    if (price === null) return [];
    const { merchandise } = line;
    return [
      {
        productId: merchandise.product.id,
        sku: merchandise.sku ?? '',
        variantId: merchandise.id,
        productName: merchandise.product.title,
        variantName: merchandise.title,
        brand: merchandise.product.vendor,
        categories: merchandise.product.collections?.nodes.map((collection) => collection.title) ?? [],
        price,
        quantity: line.quantity,
        discount: unitDiscount(line),
      },
    ];
  });
}

function unitDiscount(line: AnalyticsCartLineInput): number {
  const total = toMinorUnits(line.cost.totalAmount.amount);
  const subtotal = line.cost.subtotalAmount ? toMinorUnits(line.cost.subtotalAmount.amount) : null;
  if (total === null || subtotal === null || subtotal <= total) return 0;
  return fromMinorUnits(Math.round((subtotal - total) / line.quantity));
}
