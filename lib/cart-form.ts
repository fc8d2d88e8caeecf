/**
 * The cart view's forms as posted by a browser without JavaScript (docs/adr/0030): the button pressed
 * names the change (`intent`), and the cart page then says what came of it from its query string
 * (post/redirect/get), in the shopper's language.
 */
import * as z from './zod';
import { errorCodes, type ErrorCode } from './errors';
import { isLocale, type Locale } from './markets';

const cartFormIntents = [
  'quantity',
  'remove',
  'giftMessage',
  'removeGiftMessage',
  'sample',
  'packaging',
  'applyDiscount',
  'removeDiscount',
  'applyGiftCard',
  'removeGiftCard',
  'note',
] as const;

export type CartFormIntent = (typeof cartFormIntents)[number];

/** What a posted form asks for; each value is checked again, strictly, by the cart action it goes to. */
const cartFormChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('quantity'), lineId: z.string(), quantity: z.coerce.number() }),
  z.object({ intent: z.literal('remove'), lineId: z.string() }),
  z.object({ intent: z.literal('giftMessage'), message: z.string() }),
  z.object({ intent: z.literal('removeGiftMessage') }),
  z.object({ intent: z.literal('sample'), variantId: z.string() }),
  z.object({ intent: z.literal('packaging'), choice: z.enum(['pouch', 'standard']) }),
  z.object({ intent: z.literal('applyDiscount'), code: z.string() }),
  z.object({ intent: z.literal('removeDiscount'), code: z.string() }),
  z.object({ intent: z.literal('applyGiftCard'), code: z.string() }),
  z.object({ intent: z.literal('removeGiftCard'), giftCardId: z.string() }),
  z.object({ intent: z.literal('note'), note: z.string() }),
]);

export type CartFormChange = z.output<typeof cartFormChangeSchema>;

/**
 * The locale the form names (null: nowhere to answer) and the change it asks for (null: a form no
 * cart view sends). The quantity is the − / + button's `set` when one was pressed, else the field typed.
 */
export function parseCartForm(form: FormData): { locale: Locale; change: CartFormChange | null } | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const locale = text('locale');
  if (!isLocale(locale)) return null;
  const change = cartFormChangeSchema.safeParse({
    intent: text('intent'),
    lineId: text('lineId'),
    quantity: text('set') ?? text('quantity'),
    message: text('message'),
    variantId: text('variantId'),
    choice: text('choice'),
    code: text('code'),
    note: text('note'),
    giftCardId: text('giftCardId'),
  });
  return { locale, change: change.success ? change.data : null };
}

/** The answer of a cart action, as far as the page's notice needs it. */
export type CartChangeOutcome =
  { ok: true } | { ok: false; code: ErrorCode; retryAfter?: number; values?: Record<string, string> };

export type CartNotice =
  | { kind: 'changed'; intent: CartFormIntent }
  | { kind: 'refused'; code: ErrorCode; retryAfter?: number; discountCode?: string };

/** The cart page's query string after a post: what changed, or why nothing did. */
export function cartNoticeQuery(intent: CartFormIntent | null, outcome: CartChangeOutcome): string {
  const query = new URLSearchParams();
  if (outcome.ok && intent) {
    query.set('changed', intent);
    return query.toString();
  }
  query.set('refused', outcome.ok ? 'INVALID' : outcome.code);
  if (outcome.ok) return query.toString();
  if (outcome.retryAfter !== undefined) query.set('wait', String(Math.ceil(outcome.retryAfter)));
  if (outcome.values?.code) query.set('code', outcome.values.code);
  return query.toString();
}

const single = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema.optional());

const noticeQuerySchema = z.object({
  changed: single(z.enum(cartFormIntents)).catch(undefined),
  refused: single(z.enum(errorCodes)).catch(undefined),
  wait: single(z.coerce.number().int().min(0).max(86_400)).catch(undefined),
  // A discount code as the action accepts one: the refusal's words name it.
  code: single(
    z
      .string()
      .max(64)
      .regex(/^[\w-]+$/),
  ).catch(undefined),
});

/**
 * The notice a cart page's query asks for, or null. Anything unknown is left out: a link someone
 * forged can only make the page show one of the shop's own sentences.
 */
export function cartNoticeOf(query: Record<string, string | string[] | undefined>): CartNotice | null {
  const parsed = noticeQuerySchema.parse(query);
  if (parsed.refused) {
    return {
      kind: 'refused',
      code: parsed.refused,
      ...(parsed.wait === undefined ? {} : { retryAfter: parsed.wait }),
      ...(parsed.code === undefined ? {} : { discountCode: parsed.code }),
    };
  }
  return parsed.changed ? { kind: 'changed', intent: parsed.changed } : null;
}
