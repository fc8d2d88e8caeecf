import 'server-only';
import type { StockAlertRequest } from '@/lib/stock-alert';
import { adminRequest } from './shopify/admin';

const STOCK_ALERT_CREATE = `
  mutation StockAlertCreate($input: StockAlertInput!) {
    stockAlertCreate(input: $input) {
      stockAlert {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

interface StockAlertCreateData {
  stockAlertCreate: {
    stockAlert: { id: string } | null;
    userErrors: { code: string | null; field: string[] | null; message: string }[];
  } | null;
}

export type StockAlertResult = { ok: true; id: string } | { ok: false; field: string; code: string };

/**
 * Stores a stock-alert sign-up. Shopify has no API for it: the local backends' Admin subset has
 * `stockAlertCreate` (local only); on a hosted shop this is where a back-in-stock service is called.
 */
export async function createStockAlert(request: StockAlertRequest): Promise<StockAlertResult> {
  const data = await adminRequest<StockAlertCreateData>(STOCK_ALERT_CREATE, { input: request });
  const payload = data.stockAlertCreate;
  const [error] = payload?.userErrors ?? [];
  if (error || !payload?.stockAlert) {
    // The second element of the field path names the field (spec §8).
    return { ok: false, field: error?.field?.[1] ?? '', code: error?.code ?? 'SERVER_ERROR' };
  }
  return { ok: true, id: payload.stockAlert.id };
}
