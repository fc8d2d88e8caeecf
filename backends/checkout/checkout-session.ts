import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { MultipassCustomer } from './multipass';

/**
 * Who is signed in at the checkout: the customer a multipass token carried, kept here behind a random
 * id in an HttpOnly cookie (the token itself may outgrow a cookie with twenty addresses). In memory, as a
 * store's session would be lost with its process; a lost session only means the checkout asks again.
 */
const checkoutSessionCookie = 'checkout_customer';
const sessionLifetimeMs = 2 * 60 * 60 * 1000;
const maxSessions = 10_000;

const sessions = new Map<string, { customer: MultipassCustomer; expiresAt: number }>();

export function openCheckoutSession(customer: MultipassCustomer, now = Date.now()): string {
  for (const [id, session] of sessions) if (session.expiresAt <= now) sessions.delete(id);
  // The oldest session makes way once the cap is reached (a Map iterates in insertion order).
  if (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value!);
  const id = randomBytes(24).toString('base64url');
  sessions.set(id, { customer, expiresAt: now + sessionLifetimeMs });
  return id;
}

export function checkoutSessionCookieHeader(id: string): string {
  return `${checkoutSessionCookie}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${sessionLifetimeMs / 1000}`;
}

/** The signed-in customer of the request's checkout session, or null. */
export function checkoutCustomer(req: IncomingMessage, now = Date.now()): MultipassCustomer | null {
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === checkoutSessionCookie);
  const session = cookie?.[1] ? sessions.get(cookie[1]) : undefined;
  return session && session.expiresAt > now ? session.customer : null;
}
