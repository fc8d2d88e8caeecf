import type { GiftCardRow } from '../../admin/gift-cards';
import type { Db } from '../../db';
import { currencyOfCountry } from '../../markets';
import type { Resolver } from '../context';
import { gid } from '../ids';
import { userError, type CartProblems } from './errors';
import { mutateCart } from './mutate';
import type { CartRow } from './rows';
import { parseGiftCardCodes, updateCart } from './store';

/** Shopify matches gift card codes without case and ignores the spaces a printed card groups them by. */
function normaliseGiftCardCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function findGiftCard(db: Db, code: string): GiftCardRow | undefined {
  return db.get<GiftCardRow>('SELECT * FROM gift_cards WHERE code = ?', [normaliseGiftCardCode(code)]);
}

/**
 * Whether a card can pay for a cart in `currency` today: enabled, not expired, something left, and in
 * the cart's currency (the local backends convert no money, so a card pays in its own currency only).
 */
export function isUsableGiftCard(card: GiftCardRow, currency: string, today = isoDay()): boolean {
  return (
    card.enabled === 1 &&
    card.balance > 0 &&
    card.currency === currency &&
    (card.expires_on === null || card.expires_on >= today)
  );
}

const isoDay = () => new Date().toISOString().slice(0, 10);

/**
 * The codes to keep on a cart, normalised and without duplicates. A blank, unknown or unusable code is
 * a userError naming its position, and the whole change is refused (mutateCart), so the cards already
 * applied stay: the same answer for every kind of refusal, so a guess learns nothing about a card.
 */
export function acceptGiftCardCodes(
  db: Db,
  codes: readonly string[],
  currency: string,
  problems: CartProblems,
  field: (string | number)[],
): string[] {
  const accepted: string[] = [];
  codes.forEach((raw, index) => {
    const code = normaliseGiftCardCode(raw);
    const card = code === '' ? undefined : findGiftCard(db, code);
    if (!card || !isUsableGiftCard(card, currency)) {
      problems.userErrors.push(userError('INVALID', [...field, index], 'Gift card code is invalid.'));
      return;
    }
    if (!accepted.includes(code)) accepted.push(code);
  });
  return accepted;
}

/** `cartGiftCardCodesUpdate` (2025-07): the codes given become the cart's gift cards. */
const cartGiftCardCodesUpdate: Resolver<unknown, { cartId: string; giftCardCodes: string[] }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (cart, problems) => {
    const currency = currencyOfCountry(cart.country);
    const codes = acceptGiftCardCodes(ctx.db, args.giftCardCodes, currency, problems, ['giftCardCodes']);
    return () => updateCart(ctx.db, cart.token, { gift_card_codes: JSON.stringify(codes) });
  });

/**
 * Adds codes to those a cart holds (cartGiftCardCodesAdd, and the hosted checkout's gift card field):
 * records the refusals and returns the write, which runs only when nothing was refused.
 */
export function addGiftCardCodes(
  db: Db,
  cart: CartRow,
  codes: readonly string[],
  problems: CartProblems,
  field: (string | number)[],
): () => void {
  const added = acceptGiftCardCodes(db, codes, currencyOfCountry(cart.country), problems, field);
  const held = [...new Set([...parseGiftCardCodes(cart.gift_card_codes), ...added])];
  return () => updateCart(db, cart.token, { gift_card_codes: JSON.stringify(held) });
}

/** `cartGiftCardCodesAdd` (2026-04): the codes given join those applied. */
const cartGiftCardCodesAdd: Resolver<unknown, { cartId: string; giftCardCodes: string[] }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (cart, problems) =>
    addGiftCardCodes(ctx.db, cart, args.giftCardCodes, problems, ['giftCardCodes']),
  );

/** `cartGiftCardCodesRemove`: by the ids of `appliedGiftCards`; an id the cart does not hold is refused. */
const cartGiftCardCodesRemove: Resolver<unknown, { cartId: string; appliedGiftCardIds: string[] }> = (
  _root,
  args,
  ctx,
) =>
  mutateCart(ctx.db, args.cartId, (cart, problems) => {
    const held = parseGiftCardCodes(cart.gift_card_codes);
    const removed = new Set<string>();
    args.appliedGiftCardIds.forEach((id, index) => {
      const code = held.find((candidate) => appliedGiftCardId(ctx.db, candidate) === id);
      if (code) removed.add(code);
      else
        problems.userErrors.push(
          userError(
            'INVALID',
            ['appliedGiftCardIds', index],
            'No gift card with this id is applied to the cart.',
          ),
        );
    });
    const codes = held.filter((code) => !removed.has(code));
    return () => updateCart(ctx.db, cart.token, { gift_card_codes: JSON.stringify(codes) });
  });

/** An applied card's id is the card's own: removing it by id needs no other lookup. */
function appliedGiftCardId(db: Db, code: string): string | null {
  const card = findGiftCard(db, code);
  return card ? gid('AppliedGiftCard', card.id) : null;
}

export const giftCardMutations = {
  cartGiftCardCodesUpdate,
  cartGiftCardCodesAdd,
  cartGiftCardCodesRemove,
};
