import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigurationError } from '../config';

/**
 * The bot check's settings (spec §5). ALTCHA (self-hosted proof of work) by default; Google
 * reCAPTCHA v3 when both its keys are set. The ALTCHA key signs challenges, and every instance of one
 * shop must verify what any of them issued (a balancer sends the challenge and the answer to different
 * instances): a hosted shop, or instances sharing REDIS_URL, must set one key for all; a lone local
 * shop makes one per process.
 */
const envSchema = z.object({
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** Proof-of-work size: the browser tries up to this many hashes, so it bounds a shopper's wait. */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(20_000),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  SHOPIFY_STORE_DOMAIN: z.string().optional(),
  REDIS_URL: z.string().optional(),
});

export type BotCheckConfig =
  | { provider: 'altcha'; hmacKey: string; maxNumber: number }
  | { provider: 'recaptcha'; secretKey: string; minScore: number };

export function parseBotCheckConfig(environment: Record<string, string | undefined>): BotCheckConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigurationError(String(issue.path[0]), issue.message);
  }
  const env = parsed.data;
  if (env.RECAPTCHA_SECRET_KEY || env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) {
    if (!env.RECAPTCHA_SECRET_KEY) throw new ConfigurationError('RECAPTCHA_SECRET_KEY', 'is missing');
    if (!env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY)
      throw new ConfigurationError('NEXT_PUBLIC_RECAPTCHA_SITE_KEY', 'is missing');
    return { provider: 'recaptcha', secretKey: env.RECAPTCHA_SECRET_KEY, minScore: env.RECAPTCHA_MIN_SCORE };
  }
  if (!env.ALTCHA_HMAC_KEY && env.SHOPIFY_STORE_DOMAIN)
    throw new ConfigurationError('ALTCHA_HMAC_KEY', 'is missing (at least 32 characters)');
  if (!env.ALTCHA_HMAC_KEY && env.REDIS_URL)
    throw new ConfigurationError(
      'ALTCHA_HMAC_KEY',
      'is missing: instances sharing REDIS_URL must sign bot-check challenges with one key (at least 32 characters)',
    );
  return {
    provider: 'altcha',
    hmacKey: env.ALTCHA_HMAC_KEY ?? processKey(),
    maxNumber: env.ALTCHA_MAX_NUMBER,
  };
}

/**
 * The local key, one per process: Next bundles route handlers and server actions apart, each with its
 * own copy of this module, so the key lives on globalThis (a challenge from the route must verify in
 * the action).
 */
function processKey(): string {
  const store = globalThis as { __shopAltchaKey?: string };
  store.__shopAltchaKey ??= randomBytes(32).toString('hex');
  return store.__shopAltchaKey;
}

let cached: BotCheckConfig | undefined;

export function botCheckConfig(): BotCheckConfig {
  cached ??= parseBotCheckConfig(process.env);
  return cached;
}
