import 'server-only';
import { headers } from 'next/headers';
import type { NormalisedUserError } from '@/lib/errors';
import {
  emailFromClient,
  exhaustedKey,
  rateLimited,
  rateLimitedKey,
  type RateLimitName,
} from '../../rate-limit';

// The account actions' shared steps (server/actions/account/): the limits on attempts and the
// provider's error codes.

export const inMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Counts an attempt that passed the bot check against the client address's limit and the e-mail's
 * (as tried from that address: emailFromClient); the wait in minutes when either is used up.
 */
export async function overLimit(byAddress: RateLimitName, byEmail: RateLimitName, email: string) {
  const requestHeaders = await headers();
  const [address, perEmail] = await Promise.all([
    rateLimited(byAddress, requestHeaders),
    rateLimitedKey(byEmail, emailFromClient(email, requestHeaders)),
  ]);
  const wait = Math.max(address ?? 0, perEmail ?? 0);
  return wait > 0 ? inMinutes(wait) : null;
}

/**
 * A password check's limits: every attempt counts against the client address; only failed checks
 * count against the e-mail as tried from that address (passwordCheckFailed), so a customer who
 * types the right password is never refused because someone else guessed at their account.
 */
export async function passwordCheckLimited(email: string): Promise<number | null> {
  const requestHeaders = await headers();
  const address = await rateLimited('loginByAddress', requestHeaders);
  const failures = await exhaustedKey('loginFailuresByEmail', emailFromClient(email, requestHeaders));
  const wait = Math.max(address ?? 0, failures ?? 0);
  return wait > 0 ? inMinutes(wait) : null;
}

export async function passwordCheckFailed(email: string): Promise<void> {
  await rateLimitedKey('loginFailuresByEmail', emailFromClient(email, await headers()));
}

export function hasCode(errors: readonly NormalisedUserError[], ...codes: string[]) {
  return errors.some((error) => error.code !== null && codes.includes(error.code));
}
