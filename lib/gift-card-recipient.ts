/*
 * The gift card recipient's fields as the product form shows them: names, Shopify's limits, the send
 * dates allowed. No zod here: the product form imports this module, and a schema would bring zod into
 * every product page's first load (docs/adr/0017); the server parses them (server/cart/).
 */

/** Shopify's own limits: a message of 200 characters, a send date up to 90 days ahead. */
export const recipientMessageMaxLength = 200;
export const recipientNameMaxLength = 100;
const sendOnMaxDaysAhead = 90;

/** The product form's field names. */
export const recipientFieldNames = {
  email: 'recipientEmail',
  name: 'recipientName',
  message: 'recipientMessage',
  sendOn: 'recipientSendOn',
} as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The send dates allowed on `today` (UTC days, as Shopify's date field): today to 90 days ahead. */
export function sendOnRange(today: Date): { min: string; max: string } {
  const max = new Date(today);
  max.setUTCDate(max.getUTCDate() + sendOnMaxDaysAhead);
  return { min: isoDay(today), max: isoDay(max) };
}
