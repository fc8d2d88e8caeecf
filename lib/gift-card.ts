/*
 * spec §7.2 `POST /api/gift-card-balance/`: the body is `{ code }`. Codes are printed in groups
 * ("GIFT-2026-DEMO-0001"); spaces a shopper types are dropped and letters upper-cased before looking up.
 * No zod here: the balance form checks a code in the browser with these, and content pages must not
 * load zod with their first scripts (docs/adr/0043); the server's schema is built on them.
 */
const giftCardCodePattern = /^[A-Z0-9-]{4,40}$/;

/** The code as the shopper typed it, without spaces and upper-cased. */
export const normalizedGiftCardCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Whether a normalised code has the shape of one: 4 to 40 letters, digits or dashes. */
export const isGiftCardCode = (code: string) => giftCardCodePattern.test(code);

/** The whole answer: the balance and the expiry date, never the card's other details. */
export interface GiftCardBalanceResponse {
  balance: { amount: string; currencyCode: string };
  expiresOn: string | null;
}

export interface GiftCardBalanceError {
  error: string;
  code: 'INVALID' | 'NOT_FOUND' | 'SERVER_ERROR' | 'GOOGLE_RECAPTCHA_ERROR';
  field?: string;
}

/** A card past its expiry date (YYYY-MM-DD, the last valid day) keeps a balance it can no longer spend. */
export function isGiftCardExpired(expiresOn: string | null, today: Date): boolean {
  return expiresOn !== null && expiresOn < today.toISOString().slice(0, 10);
}
