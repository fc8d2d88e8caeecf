import type { BotCheckAction } from '@/lib/bot-check';
import { altchaChallenge } from '@/server/bot-check/altcha';
import { botCheckConfig } from '@/server/bot-check/config';
import { solveAltcha } from './altcha';

/** A token for a route or action called in this process: a challenge signed with its own key, solved. */
export async function botCheckToken(action: BotCheckAction): Promise<string> {
  const config = botCheckConfig();
  if (config.provider !== 'altcha') throw new Error('the tests run with ALTCHA');
  return solveAltcha(await altchaChallenge(action, config.hmacKey, config.maxNumber));
}
