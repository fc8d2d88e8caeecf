/** The data layer's events (spec §3 "Analytics events", §5 analytics currency). Pure and typed. */
import type { AnalyticsLine } from '../cart-lines';
import type { PageCategory } from './page-category';

/** spec §3: every event kind of the shop's data layer (snake_case, as tag managers expect). */
export type AnalyticsEventKind =
  | 'page_view'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'collection_view'
  | 'product_view'
  | 'search_view'
  | 'login_success'
  | 'login_error'
  | 'sign_up_success'
  | 'sign_up_error'
  | 'cart_open'
  | 'checkout'
  | 'product_impression'
  | 'click'
  | 'detail'
  | 'samples'
  | 'promotions'
  | 'menu_links'
  | 'filter_sort'
  | 'stock_alert'
  /** spec §5: a form's failed validation records which fields were invalid or missing. */
  | 'form_validation_error';

/** What every event carries besides its own details (spec §3). */
export interface AnalyticsContext {
  pageType: PageCategory;
  customerId: string | null;
  /** The store context's currency (ISO 4217); required (spec §5). */
  currency: string | null | undefined;
  shopId: string | null;
  language: string;
  cartToken: string | null;
}

/** spec §3: a product line of an event: sku, name, brand, price, quantity, variant. */
export interface AnalyticsProduct {
  id: string;
  sku: string;
  name: string;
  brand: string;
  category: string | null;
  price: number;
  quantity: number;
  variant: string;
  variantId: string;
  discount: number;
}

export interface AnalyticsEvent {
  event: AnalyticsEventKind;
  page_type: PageCategory;
  customer_id: string | null;
  currency: string;
  shop_id: string | null;
  language: string;
  cart_token: string | null;
  products: AnalyticsProduct[];
  detail?: Record<string, string | number | boolean | string[] | null>;
}

/** spec §5 and §8: analytics needs a currency, else it fails with this error. */
export class AnalyticsCurrencyError extends Error {
  constructor() {
    super('Analytics: the currency must be set in the store context');
    this.name = 'AnalyticsCurrencyError';
  }
}

/**
 * Cart lines as event products. spec §3: the price is the line total divided by the quantity, and a
 * line whose realProduct attribute is 'false' is left out; both are applied by `analyticsLines`.
 */
export function cartProducts(lines: readonly AnalyticsLine[]): AnalyticsProduct[] {
  return lines.map((line) => ({
    id: line.productId,
    sku: line.sku,
    name: line.productName,
    brand: line.brand,
    category: line.categories[0] ?? null,
    price: line.price,
    quantity: line.quantity,
    variant: line.variantName,
    variantId: line.variantId,
    discount: line.discount,
  }));
}

export function analyticsEvent(
  kind: AnalyticsEventKind,
  context: AnalyticsContext,
  { products = [], detail }: { products?: AnalyticsProduct[]; detail?: AnalyticsEvent['detail'] } = {},
): AnalyticsEvent {
  if (!context.currency) throw new AnalyticsCurrencyError();
  return {
    event: kind,
    page_type: context.pageType,
    customer_id: context.customerId,
    currency: context.currency.toUpperCase(),
    shop_id: context.shopId,
    language: context.language,
    cart_token: context.cartToken,
    products,
    ...(detail ? { detail } : {}),
  };
}

/** The cart token of a cart id (gid://shopify/Cart/{token}?key=…): never its secret key. */
export function cartTokenOf(cartId: string | null | undefined): string | null {
  const match = cartId?.match(/^gid:\/\/shopify\/Cart\/([^?/]+)/);
  return match ? match[1]! : null;
}
