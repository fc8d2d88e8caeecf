import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { clientKeyOf } from '@/lib/client-key';
import { limitsRedis } from '@/shared-store/redis.mjs';
import { clientAddressFrom } from './client-address';
import { metrics } from './observability/metrics';

/**
 * Per-client-address limits on every public lookup and write (the address is never what a client
 * claims: server/client-address.ts). Counted in this process, or in Redis when REDIS_URL is set so a
 * limit holds on every instance (docs/adr/0010-scale-out.md); REDIS_LIMITS_URL's Redis evicts nothing,
 * so no cache pressure lifts a limit. While Redis is down each instance counts in memory again.
 */
export const rateLimits = {
  /** Gift card codes are secrets: a handful of guesses, then a wait. */
  giftCardBalance: { points: 10, duration: 60 },
  stockAlert: { points: 10, duration: 600 },
  predictiveSearch: { points: 120, duration: 60 },
  articlesList: { points: 60, duration: 60 },
  revalidate: { points: 60, duration: 60 },
  preview: { points: 20, duration: 60 },
  // Accounts (spec §2.1 auth pages), counted once the bot check has passed: every attempt per client
  // address, so one address trying many accounts gets nowhere, and per e-mail address *as tried from
  // that client address* (emailFromClient), so nobody can lock somebody else's account by trying it.
  // Log-in counts failed password checks only.
  loginByAddress: { points: 20, duration: 900 },
  loginFailuresByEmail: { points: 10, duration: 900 },
  signUpByAddress: { points: 10, duration: 3600 },
  signUpByEmail: { points: 3, duration: 3600 },
  recoveryByAddress: { points: 10, duration: 3600 },
  recoveryByEmail: { points: 3, duration: 3600 },
  // Reset e-mails per recipient, whoever asks: past the cap the request is answered as usual and no
  // e-mail is sent, so many client addresses cannot flood one inbox, and nobody is locked out (the
  // links already sent still work, and log-in is not counted here).
  recoveryMailsByRecipient: { points: 3, duration: 3600 },
  // Discount codes are guessed like gift card codes: per client address, and per cart so that many
  // addresses sharing one cart guess no faster. Removing a code is not counted.
  discountCodeByAddress: { points: 20, duration: 600 },
  discountCodeByCart: { points: 10, duration: 600 },
  // Gift card codes in the cart: the same guard, counted apart so that a mistyped discount code does
  // not use up the gift card tries. Fewer per cart: a found card is money, not a percentage.
  giftCardCodeByAddress: { points: 20, duration: 600 },
  giftCardCodeByCart: { points: 5, duration: 600 },
  // E-mail changes (server/customer/email-change.ts): per customer and per client address, so a
  // logged-in customer cannot test other people's addresses against TAKEN_EMAIL (docs/adr/0009).
  emailChangeByCustomer: { points: 5, duration: 3600 },
  emailChangeByAddress: { points: 10, duration: 3600 },
  /** The logged-in customer's own writes (spec §7.2 customers/*). */
  customerApi: { points: 30, duration: 60 },
  /** The checkout hand-over and the order lookup of the logged-in customer (spec §7.2). */
  multipass: { points: 20, duration: 60 },
  adminOrder: { points: 60, duration: 60 },
  // The bot check (server/bot-check): challenges are cheap to make but each one is a proof of work a
  // client may ask for; a page asks one per form it protects.
  botCheckChallenge: { points: 60, duration: 60 },
  botCheckVerify: { points: 30, duration: 60 },
  // Engagement forms: per client address, and per e-mail address for the newsletter.
  newsletterByAddress: { points: 10, duration: 600 },
  newsletterByEmail: { points: 3, duration: 3600 },
  contact: { points: 5, duration: 600 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitName = keyof typeof rateLimits;

const limiters = new Map<RateLimitName, RateLimiterAbstract>();

function limiter(name: RateLimitName): RateLimiterAbstract {
  let existing = limiters.get(name);
  if (!existing) {
    const memory = new RateLimiterMemory({ keyPrefix: name, ...rateLimits[name] });
    const redis = limitsRedis();
    existing = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `maison:rate-limit:${name}`,
          ...rateLimits[name],
          // Not connected: count in memory at once rather than wait for Redis.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(name, existing);
  }
  return existing;
}

/**
 * The key of an e-mail address as one client address uses it. A per-e-mail count keyed on the e-mail
 * alone is a lock anyone can set on somebody else's account: a few posts naming it would lock its
 * owner out, right password or not.
 */
export function emailFromClient(email: string, headers: Headers): string {
  return `${email.trim().toLowerCase()} ${clientKey(headers)}`;
}

/** The client's key: its IPv6 /64 or its IPv4 address (lib/client-key.ts). */
function clientKey(headers: Headers): string {
  return clientKeyOf(clientAddressFrom(headers));
}

/** Counts one request; null when allowed, else the seconds to wait. */
export async function rateLimited(name: RateLimitName, headers: Headers): Promise<number | null> {
  return rateLimitedKey(name, clientKey(headers));
}

/** Counts one request against any key (an e-mail address, lower-cased); null when allowed, else the wait. */
export async function rateLimitedKey(name: RateLimitName, key: string): Promise<number | null> {
  try {
    await limiter(name).consume(key);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    metrics()?.rateLimitRefusals.inc({ limit: name });
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

/** The wait in seconds when `key` has used up its points, without counting this request; else null. */
export async function exhaustedKey(name: RateLimitName, key: string): Promise<number | null> {
  const used = await limiter(name).get(key);
  if (!used || used.consumedPoints < rateLimits[name].points) return null;
  metrics()?.rateLimitRefusals.inc({ limit: name });
  return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
}

/** The 429 of the product's own API: the one error shape, with the wait in seconds for the message. */
function tooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    { error: 'Too many requests', code: 'TOO_MANY_REQUESTS', retryAfter: retryAfterSeconds },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}

/** Runs an API handler unless the client is over its limit. */
export async function withRateLimit(
  name: RateLimitName,
  request: Request,
  handler: () => Promise<Response>,
): Promise<Response> {
  const wait = await rateLimited(name, request.headers);
  return wait === null ? handler() : tooManyRequests(wait);
}
