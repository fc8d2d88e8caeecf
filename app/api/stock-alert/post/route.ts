import { NextResponse, type NextRequest } from 'next/server';
import { recaptchaErrorCode } from '@/lib/errors';
import { stockAlertSchema } from '@/lib/stock-alert';
import { verifyBotCheck } from '@/server/bot-check';
import { toFieldErrors } from '@/lib/validation/shared';
import { createStockAlert } from '@/server/stock-alerts';
import { withRateLimit } from '@/server/rate-limit';

/**
 * spec §7.2 `POST /api/stock-alert/post/`: body `{ email, variantId, locale, token }` (token: the bot
 * check's, spec §5; 403 GOOGLE_RECAPTCHA_ERROR when refused). 201 with the alert id;
 * 400 naming the field (message keys of lib/validation) for bad input; 502 when the store refuses.
 */
export async function POST(request: NextRequest) {
  return withRateLimit('stockAlert', request, () => answer(request));
}

async function answer(request: NextRequest) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ errors: { '': { key: 'error.pattern' } } }, { status: 400 });
  }
  const parsed = stockAlertSchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ errors: toFieldErrors(parsed.error) }, { status: 400 });
  if (!(await verifyBotCheck((body as { token?: unknown }).token, 'stock_alert')))
    return NextResponse.json(
      { errors: { '': { key: 'error.pattern' } }, code: recaptchaErrorCode },
      { status: 403 },
    );
  try {
    const result = await createStockAlert(parsed.data);
    if (!result.ok) {
      const key = result.field === 'email' ? 'error.email' : 'error.pattern';
      return NextResponse.json({ errors: { [result.field]: { key } }, code: result.code }, { status: 400 });
    }
    return NextResponse.json({ id: result.id }, { status: 201 });
  } catch (error) {
    console.error('[stock-alert]', (error as Error).message);
    return NextResponse.json(
      { errors: { '': { key: 'error.pattern' } }, code: 'SERVER_ERROR' },
      { status: 502 },
    );
  }
}
