import 'server-only';
import { z } from 'zod';
import {
  recipientFieldNames,
  recipientMessageMaxLength,
  recipientNameMaxLength,
  sendOnRange,
} from '@/lib/gift-card-recipient';

/**
 * Shopify's gift card recipient, as line attributes of the gift card's cart line (the names its
 * themes post as `properties[…]`): the checkout and the order keep them, and Shopify sends the card to
 * the recipient on the send date with the message. The hidden flag tells Shopify to send it at all.
 */
const recipientAttributeKeys = {
  email: 'Recipient email',
  name: 'Recipient name',
  message: 'Message',
  sendOn: 'Send on',
  send: '__shopify_send_gift_card_to_recipient',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined);

function recipientSchema(today: Date) {
  const { min, max } = sendOnRange(today);
  return z.object({
    email: z.string().trim().pipe(z.email()),
    name: optionalText(recipientNameMaxLength),
    message: optionalText(recipientMessageMaxLength),
    sendOn: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= min && value <= max))
      .transform((value) => value || undefined),
  });
}

export type GiftCardRecipient = z.infer<ReturnType<typeof recipientSchema>>;

/**
 * The recipient a product form posted: null when every field is empty (the card goes to the buyer),
 * 'invalid' when a field breaks a rule (an e-mail address is needed as soon as anything is given).
 */
export function recipientOf(form: FormData, today = new Date()): GiftCardRecipient | null | 'invalid' {
  const raw = Object.fromEntries(
    Object.entries(recipientFieldNames).map(([field, name]) => [field, String(form.get(name) ?? '')]),
  );
  if (Object.values(raw).every((value) => value.trim() === '')) return null;
  const parsed = recipientSchema(today).safeParse(raw);
  return parsed.success ? parsed.data : 'invalid';
}

/** The line attributes of a recipient, with Shopify's flag; fields left empty are not written. */
export function recipientAttributes(recipient: GiftCardRecipient): { key: string; value: string }[] {
  return [
    { key: recipientAttributeKeys.email, value: recipient.email },
    { key: recipientAttributeKeys.name, value: recipient.name },
    { key: recipientAttributeKeys.message, value: recipient.message },
    { key: recipientAttributeKeys.sendOn, value: recipient.sendOn },
    { key: recipientAttributeKeys.send, value: 'on' },
  ].flatMap(({ key, value }) => (value ? [{ key, value }] : []));
}
