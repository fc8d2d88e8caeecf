import 'server-only';
import { attempt, limitsRedis } from '@/shared-store/redis.mjs';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import type { BotCheckAction } from '@/lib/bot-check';

/** A challenge must be solved and sent within this time; its payload is refused afterwards. */
const challengeLifetimeMs = 10 * 60 * 1000;
/** Payloads already accepted, kept until they expire (single use); bounded so no client can grow it. */
const maxRemembered = 200_000;
// One list per process, whichever bundle (route handler or server action) holds this module.
const used = ((globalThis as { __shopAltchaUsed?: Map<string, number> }).__shopAltchaUsed ??= new Map<
  string,
  number
>());

function forgetExpired(now: number) {
  for (const [signature, expiresAt] of used) if (expiresAt <= now) used.delete(signature);
}

/** A proof-of-work challenge bound to one form's action, signed with the shop's key. */
export function altchaChallenge(
  action: BotCheckAction,
  hmacKey: string,
  maxNumber: number,
): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    maxNumber,
    expires: new Date(Date.now() + challengeLifetimeMs),
    params: { action },
  });
}

function decodePayload(token: string): { signature: string } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    return payload &&
      typeof payload === 'object' &&
      typeof (payload as { signature?: unknown }).signature === 'string'
      ? (payload as { signature: string })
      : null;
  } catch {
    return null;
  }
}

/**
 * A solved payload: signed by this shop, not expired, for this action, and never used before (a
 * replayed payload is refused until it would have expired anyway).
 */
export async function verifyAltcha(token: string, action: BotCheckAction, hmacKey: string): Promise<boolean> {
  const payload = decodePayload(token);
  if (!payload) return false;
  let valid: boolean;
  try {
    valid = await verifySolution(token, hmacKey, true);
  } catch {
    return false;
  }
  if (!valid) return false;
  const params = extractParams(token);
  const expiresAt = Number(params.expires) * 1000;
  if (params.action !== action || !Number.isFinite(expiresAt)) return false;
  return firstUse(payload.signature, expiresAt);
}

/**
 * A payload is good once. With several instances (REDIS_URL, docs/adr/0010) the first use is recorded
 * in Redis (`SET … NX` until the payload expires; the limits' Redis, which evicts nothing, when
 * REDIS_LIMITS_URL is set), so a token used on one instance is refused on every other; this instance remembers it too, which is all there is while Redis is down.
 */
async function firstUse(signature: string, expiresAt: number): Promise<boolean> {
  const shared = await attempt(
    (client) =>
      client
        .sendCommand(['SET', `maison:altcha-used:${signature}`, '1', 'NX', 'PXAT', String(expiresAt)])
        .then((reply) => (String(reply) === 'OK' ? 'first' : 'again')),
    limitsRedis,
  );
  if (shared === 'again' || used.has(signature)) return false;
  if (used.size >= maxRemembered) forgetExpired(Date.now());
  if (used.size >= maxRemembered) return false;
  used.set(signature, expiresAt);
  return true;
}
