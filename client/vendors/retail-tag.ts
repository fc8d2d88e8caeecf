import type { AnalyticsEvent, AnalyticsProduct } from '@/lib/analytics/events';
import type { VendorScripts } from '@/lib/third-party';
import { loadVendorScript, whenPageIdle } from './load-script';

/**
 * The retail-marketing tag (spec §7.3): Criteo OneTag, or the local backends playing it
 * (docs/adr/0022). It gets the three events the spec lists (product view, add to cart, checkout), read
 * from the data layer by the analytics runtime, which runs only with consent (group C0002: spec §6,
 * "analytics and marketing storage"). Its script loads once the page is idle, after the first event.
 */
type OneTagEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    criteo_q?: OneTagEvent[];
  }
}

const oneTagEvents: Partial<Record<AnalyticsEvent['event'], string>> = {
  product_view: 'viewItem',
  add_to_cart: 'addToCart',
  checkout: 'beginCheckout',
};

/** Criteo identifies a product by the id of the shop's catalogue feed: the SKU, else the variant. */
const itemId = (product: AnalyticsProduct) => product.sku || product.variantId;

function oneTagEvent(name: string, event: AnalyticsEvent): OneTagEvent {
  if (name === 'viewItem') return { event: name, item: event.products[0] ? itemId(event.products[0]) : '' };
  return {
    event: name,
    currency: event.currency,
    item: event.products.map((product) => ({
      id: itemId(product),
      price: product.price,
      quantity: product.quantity,
    })),
  };
}

export type RetailTagConfig = NonNullable<VendorScripts['retailTag']>;

/** Queues a data-layer event for the tag when it is one of the three; loads the tag on the first. */
export function sendToRetailTag(event: AnalyticsEvent, { src, account }: RetailTagConfig): void {
  const name = oneTagEvents[event.event];
  if (!name || event.products.length === 0) return;
  window.criteo_q ??= [];
  window.criteo_q.push(
    { event: 'setAccount', account },
    { event: 'setSiteType', type: window.matchMedia('(max-width: 63.99rem)').matches ? 'm' : 'd' },
    oneTagEvent(name, event),
  );
  whenPageIdle(() => void loadVendorScript('criteo-onetag', src).catch(() => undefined));
}
