import 'server-only';
import { headers } from 'next/headers';
import { rateLimited, rateLimitedKey, type RateLimitName } from '../rate-limit';

/** A code refused before the provider saw it: too many tried; `retryAfter` in seconds. */
export class TooManyCodesTried extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many codes tried');
  }
}

/** The limits of each kind of code a shopper types into the cart (server/rate-limit.ts). */
const limitsOf = {
  discountCode: { byAddress: 'discountCodeByAddress', byCart: 'discountCodeByCart' },
  giftCard: { byAddress: 'giftCardCodeByAddress', byCart: 'giftCardCodeByCart' },
} as const satisfies Record<string, { byAddress: RateLimitName; byCart: RateLimitName }>;

/**
 * Counts one code tried on `cartId` against the client address's limit and the cart's, and throws
 * TooManyCodesTried when either is used up: codes can be guessed, and every guess is an answer of the
 * provider's.
 */
export async function countCodeAttempt(kind: keyof typeof limitsOf, cartId: string): Promise<void> {
  const requestHeaders = await headers();
  const limits = limitsOf[kind];
  const [byAddress, byCart] = await Promise.all([
    rateLimited(limits.byAddress, requestHeaders),
    rateLimitedKey(limits.byCart, cartId),
  ]);
  const wait = Math.max(byAddress ?? 0, byCart ?? 0);
  if (wait > 0) throw new TooManyCodesTried(wait);
}
