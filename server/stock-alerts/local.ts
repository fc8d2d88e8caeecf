import 'server-only';
import { z } from 'zod';
import type { StockAlertRequest } from '@/lib/stock-alert';
import type { StockAlertResult, StockAlertService } from './port';

/** The local service's token: public like the other local defaults (server/config.ts). */
const localToken = 'local-stock-alerts-token';

const answerSchema = z.union([
  z.object({ subscription: z.object({ id: z.string() }) }),
  z.object({ errors: z.array(z.object({ code: z.string(), field: z.string() })).min(1) }),
]);

/** The local back-in-stock service of the local backends (`/stock-alerts/v1/subscriptions`). */
export class LocalStockAlertService implements StockAlertService {
  constructor(
    private readonly origin: string,
    private readonly timeoutMs: number,
  ) {}

  async create(request: StockAlertRequest): Promise<StockAlertResult> {
    const response = await fetch(`${this.origin}/stock-alerts/v1/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localToken}` },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(this.timeoutMs),
      cache: 'no-store',
    });
    if (response.status !== 200 && response.status !== 201 && response.status !== 422)
      throw new Error(`Stock-alert service ${response.status}`);
    const answer = answerSchema.parse(await response.json());
    if ('errors' in answer)
      return { ok: false, field: answer.errors[0]!.field, code: answer.errors[0]!.code };
    return { ok: true, id: answer.subscription.id };
  }
}
