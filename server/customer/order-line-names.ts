import 'server-only';
import type { Locale } from '@/lib/markets';
import { orderLineName } from '@/lib/order-lines';
import { isProviderUnavailable } from '../provider-unavailable';
import { storefrontRequest } from '../shopify/client';
import { storefrontContext } from '../shopify/context';
import { ORDER_LINE_VARIANTS_QUERY } from '../shopify/documents/customer-orders';

interface AdminOrderLine {
  id: string;
  /** As the order recorded it, in the shop's language. */
  name: string;
  variant?: { id: string } | null;
}

/**
 * The names of Admin order lines in the locale's language, by line id: the Admin API keeps the name the
 * order recorded, and the Storefront API reads the line's variant in a language (lib/order-lines.ts).
 * A Storefront that cannot answer leaves the recorded names, rather than the order unseen.
 */
export async function orderLineNames(
  locale: Locale,
  lines: readonly AdminOrderLine[],
): Promise<Map<string, string>> {
  const ids = [...new Set(lines.flatMap((line) => (line.variant ? [line.variant.id] : [])))];
  const variants = new Map<string, { title: string; product: { title: string } }>();
  if (ids.length > 0) {
    try {
      const { nodes } = await storefrontRequest(ORDER_LINE_VARIANTS_QUERY, {
        variables: { ids, language: storefrontContext(locale).language },
      });
      for (const node of nodes) if (node && 'id' in node) variants.set(node.id, node);
    } catch (error) {
      if (!isProviderUnavailable(error)) throw error;
    }
  }
  return new Map(
    lines.map((line) => [line.id, orderLineName(line.name, line.variant && variants.get(line.variant.id))]),
  );
}
