import 'server-only';
import { z } from 'zod';
import { isGiftCardCode, normalizedGiftCardCode, type GiftCardBalanceResponse } from '@/lib/gift-card';
import { adminRequest } from './shopify/admin';
import { GIFT_CARD_BALANCE_QUERY } from './shopify/documents/admin/gift-cards';

/** A balance request's body (spec §7.2), the code normalised as the shopper's form does it. */
export const giftCardBalanceRequestSchema = z.object({
  code: z
    .string()
    .transform(normalizedGiftCardCode)
    .refine(isGiftCardCode, 'must be 4 to 40 letters, digits or dashes'),
});

const answerSchema = z.object({
  giftCards: z.object({
    nodes: z.array(
      z.object({
        balance: z.object({ amount: z.string(), currencyCode: z.string() }),
        expiresOn: z.string().nullable(),
        enabled: z.boolean(),
      }),
    ),
  }),
});

/**
 * The balance of the card with this exact code, through the Admin API (the Storefront API cannot read
 * gift cards). A disabled card answers like an unknown one: the shopper cannot use it either way, and
 * the answer must not tell a guesser that a code exists.
 */
export async function findGiftCardBalance(code: string): Promise<GiftCardBalanceResponse | null> {
  const data = answerSchema.parse(await adminRequest(GIFT_CARD_BALANCE_QUERY, { query: `code:${code}` }));
  const card = data.giftCards.nodes[0];
  if (!card || !card.enabled) return null;
  return { balance: card.balance, expiresOn: card.expiresOn };
}
