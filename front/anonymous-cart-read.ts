/**
 * GET /api/cart (app/api/cart/route.ts) for a visitor with neither a cart nor a session cookie: there is
 * nothing to read, so its answer is known in advance. The header asks it on every page view, mostly
 * for visitors who have added nothing, so the front (front/serve.ts) answers it without entering
 * Next, at a fraction of the cost (docs/adr/0008). Pure, so it is unit-tested.
 */
import type { CartAnswer } from '../lib/cart-view';
import { isLocale } from '../lib/markets';

export const anonymousCartAnswer: CartAnswer = { cart: null, analytics: null, customer: null };

/** The cart cookie of any locale, or the customer's session (server/cart/*), with or without `__Host-`. */
const tokenCookie = /(?:^|;)\s*(?:__Host-)?(?:cart|customer)_[^=;]*=/;

export function isAnonymousCartRead(method: string, url: string, cookie: string | undefined): boolean {
  // Every request passes here: the cheap tests first, the URL parsed only for the cart's path.
  if (method !== 'GET' || !url.startsWith('/api/cart')) return false;
  if (cookie !== undefined && tokenCookie.test(cookie)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://front.invalid');
  } catch {
    return false;
  }
  const pathname = parsed.pathname.replace(/\/$/, '');
  return pathname === '/api/cart' && isLocale(parsed.searchParams.get('locale') ?? '');
}
