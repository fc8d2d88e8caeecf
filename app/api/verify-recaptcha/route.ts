import { z } from 'zod';
import { botCheckActionSchema, botCheckTokenSchema } from '@/server/bot-check/schemas';
import { emailField } from '@/lib/validation/shared';
import { badRequest, readJsonBody } from '@/server/api/json';
import { verifyBotCheck } from '@/server/bot-check';
import { withRateLimit } from '@/server/rate-limit';

/** spec §7.2: token and action, and the e-mail address for the newsletter action. */
const requestSchema = z
  .object({ token: botCheckTokenSchema, action: botCheckActionSchema, email: emailField.max(254).optional() })
  .refine((body) => body.action !== 'newsletter' || body.email !== undefined, {
    path: ['email'],
    error: 'error.emailRequired',
  });

/**
 * spec §7.2 `POST /api/verify-recaptcha/`: `{ token, action, email? }` answers `{ success }`. The same
 * check every protected form's action runs itself; a token is single use, here as there.
 */
export async function POST(request: Request) {
  return withRateLimit('botCheckVerify', request, async () => {
    const body = await readJsonBody(request);
    if (!body.ok) return badRequest(body.error);
    const parsed = requestSchema.safeParse(body.value);
    if (!parsed.success) return badRequest(parsed.error);
    const success = await verifyBotCheck(parsed.data.token, parsed.data.action);
    return Response.json({ success }, { headers: { 'cache-control': 'no-store' } });
  });
}
