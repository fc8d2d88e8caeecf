import 'server-only';
import { botCheckField, type BotCheckAction } from '@/lib/bot-check';
import { botCheckTokenSchema } from './schemas';
import { verifyAltcha } from './altcha';
import { botCheckConfig } from './config';
import { metrics } from '../observability/metrics';
import { verifyRecaptcha } from './recaptcha';

/**
 * The one server check behind every protected form and POST /api/verify-recaptcha/ (spec §5, §7.2):
 * a missing, malformed, forged, expired, replayed or other form's token is refused. Every action
 * calls it itself, so a client that skips the widget (or the verify call) skips nothing.
 */
export async function verifyBotCheck(token: unknown, action: BotCheckAction): Promise<boolean> {
  const passed = await verifyToken(token, action);
  if (!passed) metrics()?.botCheckFailures.inc({ action });
  return passed;
}

async function verifyToken(token: unknown, action: BotCheckAction): Promise<boolean> {
  const parsed = botCheckTokenSchema.safeParse(token);
  if (!parsed.success) return false;
  const config = botCheckConfig();
  return config.provider === 'recaptcha'
    ? verifyRecaptcha(parsed.data, action, config)
    : verifyAltcha(parsed.data, action, config.hmacKey);
}

/** The token a form posted (FormData from a server action). */
export function verifyFormBotCheck(form: FormData, action: BotCheckAction): Promise<boolean> {
  return verifyBotCheck(form.get(botCheckField), action);
}
