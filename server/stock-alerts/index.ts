import 'server-only';
import type { StockAlertRequest } from '@/lib/stock-alert';
import { serverConfig } from '../config';
import { LocalStockAlertService } from './local';
import type { StockAlertResult, StockAlertService } from './port';

export type { StockAlertResult } from './port';

/**
 * The back-in-stock service in use. Only the local one exists today; a hosted shop plugs its adapter
 * (Klaviyo back-in-stock, docs/adr/0004-stock-alerts-port.md) in here, chosen from its environment.
 */
function stockAlertService(): StockAlertService {
  const config = serverConfig();
  return new LocalStockAlertService(config.localBackendsOrigin, config.shopify.timeoutMs);
}

/** Stores a stock-alert sign-up: once per e-mail and variant, refused fields named as the service names them. */
export function createStockAlert(request: StockAlertRequest): Promise<StockAlertResult> {
  return stockAlertService().create(request);
}
