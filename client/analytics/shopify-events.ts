import { getClientBrowserParameters, sendShopifyAnalytics } from '@shopify/hydrogen-react/analytics';
import { AnalyticsEventName, AnalyticsPageType } from '@shopify/hydrogen-react/analytics-constants';
import type { ShopifyAnalytics, ShopifyAnalyticsProduct } from '@shopify/hydrogen-react/analytics-types';
import type { CurrencyCode, LanguageCode } from '@shopify/hydrogen-react/storefront-api-types';
import type { AnalyticsEvent } from '@/lib/analytics/events';
import type { PageCategory } from '@/lib/analytics/page-category';

/** The shop's page categories (spec §2.3) in Shopify's page types. */
const shopifyPageTypes: Record<PageCategory, string> = {
  pdp: AnalyticsPageType.product,
  plp: AnalyticsPageType.collection,
  home: AnalyticsPageType.home,
  error: AnalyticsPageType.notFound,
  storelocator: AnalyticsPageType.page,
  account: AnalyticsPageType.customersAccount,
  information: AnalyticsPageType.page,
  'search results': AnalyticsPageType.search,
  content: AnalyticsPageType.page,
};

function products(event: AnalyticsEvent): ShopifyAnalyticsProduct[] {
  return event.products.map((product) => ({
    productGid: product.id,
    variantGid: product.variantId,
    name: product.name,
    variantName: product.variant,
    brand: product.brand,
    category: product.category ?? undefined,
    price: String(product.price),
    sku: product.sku,
    quantity: product.quantity,
  }));
}

/** A data-layer event as Shopify's analytics event, for the kinds Shopify records; null otherwise. */
function shopifyEvent(event: AnalyticsEvent): ShopifyAnalytics | null {
  if (!event.shop_id) return null;
  const base = {
    ...getClientBrowserParameters(),
    hasUserConsent: true,
    shopId: event.shop_id,
    currency: event.currency as CurrencyCode,
    acceptedLanguage: event.language.toUpperCase() as LanguageCode,
    shopifySalesChannel: 'headless' as const,
    customerId: event.customer_id ?? undefined,
    pageType: shopifyPageTypes[event.page_type],
    products: products(event),
    totalValue: event.products.reduce((sum, product) => sum + product.price * product.quantity, 0),
  };
  switch (event.event) {
    case 'page_view':
      return { eventName: AnalyticsEventName.PAGE_VIEW, payload: base };
    case 'product_view':
      return { eventName: AnalyticsEventName.PRODUCT_VIEW, payload: base };
    case 'collection_view':
      return { eventName: AnalyticsEventName.COLLECTION_VIEW, payload: base };
    case 'search_view':
      return { eventName: AnalyticsEventName.SEARCH_VIEW, payload: base };
    case 'add_to_cart':
      return event.cart_token
        ? {
            eventName: AnalyticsEventName.ADD_TO_CART,
            payload: { ...base, cartId: `gid://shopify/Cart/${event.cart_token}` },
          }
        : null;
    default:
      return null;
  }
}

/**
 * Sends an event with hydrogen-react's `sendShopifyAnalytics` (batched text/plain POST to
 * https://{domain}/.well-known/shopify/monorail/unstable/produce_batch; skipped for Lighthouse's
 * browser by hydrogen-react itself, spec §7.3). hydrogen-react always posts over https; the local
 * backends speak http, so for an http origin its one fetch (made synchronously inside the call) is
 * pointed at that origin, and the global fetch is restored before the call returns.
 */
export function sendToShopify(event: AnalyticsEvent, origin: string): void {
  const shopify = shopifyEvent(event);
  if (!shopify) return;
  const { host, protocol } = new URL(origin);
  if (protocol === 'https:') {
    void sendShopifyAnalytics(shopify, host);
    return;
  }
  const original = window.fetch;
  const httpsPrefix = `https://${host}/`;
  window.fetch = (input, init) =>
    original.call(
      window,
      typeof input === 'string' && input.startsWith(httpsPrefix)
        ? `${origin}/${input.slice(httpsPrefix.length)}`
        : input,
      init,
    );
  try {
    void sendShopifyAnalytics(shopify, host);
  } finally {
    window.fetch = original;
  }
}
