import {
  analyticsEvent,
  AnalyticsCurrencyError,
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsEventKind,
  type AnalyticsProduct,
} from '@/lib/analytics/events';
import { pageCategory } from '@/lib/analytics/page-category';
import { analyticsAllowed } from '@/client/consent/consent-store';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The shop's typed data layer (spec §3 "Analytics events", §7.3): every island pushes its events here.
 * Nothing is pushed without analytics consent (spec §5, §6: group C0002), so a tag manager loaded
 * later finds no event from before the visitor agreed. Each event is also handed to the analytics
 * runtime (Shopify), once it is loaded after consent.
 */
type StoreContext = Omit<AnalyticsContext, 'pageType'>;
let context: StoreContext = {
  customerId: null,
  currency: null,
  shopId: null,
  language: '',
  cartToken: null,
};
const maxPending = 50;
let pending: AnalyticsEvent[] = [];
const listeners = new Set<(event: AnalyticsEvent) => void>();

export function setAnalyticsContext(partial: Partial<StoreContext>): void {
  context = { ...context, ...partial };
}

/** The page's category (spec §2.3): from its path, or `error` when the error template is shown. */
function currentPageType() {
  const errorTemplate = document.querySelector('[data-page-template="error"]') !== null;
  return pageCategory(window.location.pathname, errorTemplate ? 'error' : null);
}

/**
 * Pushes one event when the visitor consented; returns it, or null when nothing was pushed. spec §5:
 * without a currency it fails with the currency error; spec §8: an analytics failure is only logged.
 */
export function pushAnalyticsEvent(
  kind: AnalyticsEventKind,
  details: { products?: AnalyticsProduct[]; detail?: AnalyticsEvent['detail'] } = {},
): AnalyticsEvent | null {
  if (!analyticsAllowed()) return null;
  let event: AnalyticsEvent;
  try {
    event = analyticsEvent(kind, { ...context, pageType: currentPageType() }, details);
  } catch (error) {
    if (error instanceof AnalyticsCurrencyError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
  if (listeners.size === 0) pending = [...pending, event].slice(-maxPending);
  for (const listener of listeners) listener(event);
  return event;
}

/** The analytics runtime's subscription: it first receives the events pushed before it loaded. */
export function subscribeAnalyticsEvents(listener: (event: AnalyticsEvent) => void): () => void {
  listeners.add(listener);
  const replay = pending;
  pending = [];
  for (const event of replay) listener(event);
  return () => listeners.delete(listener);
}
