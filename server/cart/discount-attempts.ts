import 'server-only';
import { headers } from 'next/headers';
import { rateLimited, rateLimitedKey } from '../rate-limit';

/** A discount code refused before the provider saw it: too many tried; `retryAfter` in seconds. */
export class TooManyDiscountCodes extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many discount codes tried');
  }
}

/**
 * Counts one code tried on `cartId` against the client address's limit and the cart's (server/rate-
 * limit.ts), and throws TooManyDiscountCodes when either is used up: codes can be guessed, and every
 * guess is an answer of the provider's.
 */
export async function countDiscountCodeAttempt(cartId: string): Promise<void> {
  const requestHeaders = await headers();
  const [byAddress, byCart] = await Promise.all([
    rateLimited('discountCodeByAddress', requestHeaders),
    rateLimitedKey('discountCodeByCart', cartId),
  ]);
  const wait = Math.max(byAddress ?? 0, byCart ?? 0);
  if (wait > 0) throw new TooManyDiscountCodes(wait);
}
