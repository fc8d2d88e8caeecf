import type { StockAlertRequest } from '@/lib/stock-alert';

/** The service's answer: the sign-up's id, or the field it refused and its code (spec §8). */
export type StockAlertResult = { ok: true; id: string } | { ok: false; field: string; code: string };

/**
 * Where the shop's back-in-stock sign-ups (spec §7.2) go. Shopify has no API for them, so this is a
 * port with one adapter per service (docs/adr/0004-stock-alerts-port.md). An adapter answers a refusal
 * as a result and throws when the service itself fails (unreachable, 5xx): the route answers 502.
 */
export interface StockAlertService {
  create(request: StockAlertRequest): Promise<StockAlertResult>;
}
