import { HttpError, readJsonRequest, sendJson, type Handler } from '../http';
import { subscribe, subscriptionsOf } from './store';

/**
 * A back-in-stock service beside the Shopify emulation, which has none (docs/adr/0004). Bearer token:
 * `POST /stock-alerts/v1/subscriptions` `{email, variantId, locale}` answers 201 `{subscription}`, 200
 * when that e-mail already waits for that variant, 422 `{errors: [{code, field, message}]}`;
 * `GET /stock-alerts/v1/subscriptions?email=` answers `{subscriptions}`, any other filter a 400.
 */
export const stockAlertsHandler: Handler = async (req, res, url, ctx) => {
  if (req.headers.authorization !== `Bearer ${ctx.config.LOCAL_STOCK_ALERTS_TOKEN}`) {
    return sendJson(res, 401, {
      errors: [{ code: 'UNAUTHORIZED', message: 'Missing or wrong bearer token' }],
    });
  }
  if (await ctx.knobs.interfere(res, 'rest')) return;

  if (req.method === 'GET') {
    const unknown = [...url.searchParams.keys()].filter((key) => key !== 'email');
    if (unknown.length > 0) throw new HttpError(400, `Unsupported filter: ${unknown.join(', ')}`);
    return sendJson(res, 200, { subscriptions: subscriptionsOf(ctx.db, url.searchParams.get('email')) });
  }
  if (req.method !== 'POST') throw new HttpError(405, 'Use GET or POST');
  const body = await readJsonRequest(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Body must be {email, variantId, locale}');
  const result = ctx.db.transaction(() => subscribe(ctx.db, body as Record<string, unknown>));
  if ('error' in result) return sendJson(res, 422, { errors: [result.error] });
  sendJson(res, result.created ? 201 : 200, { subscription: result.subscription });
};
