/**
 * The bot check of every public form (spec §5 "A bot check runs on forms when an action is given",
 * §7.2 verify-recaptcha): the form field that carries its token and the actions it is bound to.
 * Islands import it, so it stays free of zod: the schemas are in server/bot-check/schemas.ts.
 */

/** The hidden field every protected form posts (the ALTCHA payload, or a reCAPTCHA v3 token). */
export const botCheckField = 'botCheck';

export const botCheckActions = [
  'newsletter',
  'contact',
  'stock_alert',
  'gift_card_balance',
  'sign_up',
  'log_in',
  'recovery',
] as const;
export type BotCheckAction = (typeof botCheckActions)[number];

/**
 * Where the browser widget asks for a proof-of-work challenge (server/bot-check/altcha.ts). Without a
 * trailing slash: Next answers that one with a 308, an extra round trip before every bot-checked send.
 */
export function botCheckChallengePath(action: BotCheckAction): string {
  return `/api/bot-check/challenge?action=${action}`;
}
