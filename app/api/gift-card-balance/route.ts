import type { GiftCardBalanceError } from '@/lib/gift-card';
import { recaptchaErrorCode } from '@/lib/errors';
import { readJsonBody } from '@/server/api/json';
import { verifyBotCheck } from '@/server/bot-check';
import { findGiftCardBalance, giftCardBalanceRequestSchema } from '@/server/gift-cards';
import { withRateLimit } from '@/server/rate-limit';

const fail = (status: number, body: GiftCardBalanceError) => Response.json(body, { status });

/**
 * spec §7.2 `POST /api/gift-card-balance/` with `{ code, token }` (token: the bot check's, spec §5; 403
 * GOOGLE_RECAPTCHA_ERROR when refused): 200 `{ balance, expiresOn }`,
 * 400 naming the field, 404 for a code that matches no usable card, 502 when the store cannot answer.
 */
export async function POST(request: Request) {
  return withRateLimit('giftCardBalance', request, () => answer(request));
}

async function answer(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return fail(400, { error: body.error, code: 'INVALID' });
  const parsed = giftCardBalanceRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    return fail(400, { error: `${field}: ${issue.message}`, code: 'INVALID', field });
  }
  if (!(await verifyBotCheck((body.value as { token?: unknown }).token, 'gift_card_balance')))
    return fail(403, { error: 'The bot check failed', code: recaptchaErrorCode });
  try {
    const card = await findGiftCardBalance(parsed.data.code);
    if (!card) return fail(404, { error: 'No gift card with this code', code: 'NOT_FOUND', field: 'code' });
    return Response.json(card, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('[gift-card-balance]', (error as Error).message);
    return fail(502, { error: 'The gift card service is unavailable', code: 'SERVER_ERROR' });
  }
}
