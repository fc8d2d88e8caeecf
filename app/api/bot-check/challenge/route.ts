import { botCheckActionSchema } from '@/server/bot-check/schemas';
import { badRequest } from '@/server/api/json';
import { altchaChallenge } from '@/server/bot-check/altcha';
import { botCheckConfig } from '@/server/bot-check/config';
import { withRateLimit } from '@/server/rate-limit';

/**
 * `GET /api/bot-check/challenge/?action=newsletter`: a fresh ALTCHA proof-of-work challenge for one
 * form's action (client/forms/BotCheck.tsx). Rate-limited per client address; never cached. 404 when
 * the shop uses reCAPTCHA instead.
 */
export async function GET(request: Request) {
  return withRateLimit('botCheckChallenge', request, async () => {
    const config = botCheckConfig();
    if (config.provider !== 'altcha') return Response.json({ error: 'Not found' }, { status: 404 });
    const action = botCheckActionSchema.safeParse(new URL(request.url).searchParams.get('action'));
    if (!action.success) return badRequest('action: unknown form action');
    const challenge = await altchaChallenge(action.data, config.hmacKey, config.maxNumber);
    return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
  });
}
