/**
 * The cart-level attributes the shop keeps in sync (spec §3 order-level attributes and gift message
 * attributes, spec §4 packaging sync), and the line attributes it writes when it adds a line.
 */
import {
  attributeValue,
  giftMessageAttributeKeys,
  isGiftLine,
  isPouchLine,
  isSampleLine,
  lineAttributeKeys,
  orderAttributeKeys,
  orderTypeOf,
  syncPackagingAttributes,
  type Attribute,
  type CartLineLike,
  type CartProductType,
} from './cart';
import { cartLinesFirst } from './constants';

/** The text of the gift message sits beside the five gift message attributes of the spec. */
const giftMessageTextKey = 'giftMessage';
export const giftMessageMaxLength = 250;
export const cartNoteMaxLength = 500;

/**
 * A blank value counts as no attribute: clearing is done by sending '' (a provider that merges
 * attribute updates keeps keys that are left out, one that replaces them drops them either way).
 */
function presentAttributes(attributes: readonly Attribute[]): Attribute[] {
  return attributes.filter((attribute) => attribute.value != null && attribute.value !== '');
}

function withValue(attributes: readonly Attribute[], key: string, value: string | null): Attribute[] {
  const rest = attributes.filter((attribute) => attribute.key !== key);
  return value ? [...rest, { key, value }] : rest;
}

export interface LineWithMerchandise extends CartLineLike {
  merchandise: { id: string };
}

/** gifts_ids: the variants the house offers in this cart (gifts, samples, pouches), comma-separated. */
export function giftsIdsOf(lines: readonly LineWithMerchandise[]): string | null {
  const ids = lines
    .filter((line) => isGiftLine(line) || isSampleLine(line) || isPouchLine(line))
    .map((line) => line.merchandise.id.split('/').pop()!);
  return ids.length > 0 ? [...new Set(ids)].join(',') : null;
}

/**
 * The order-level attributes a cart must carry after any change: checkout_lang (the locale's
 * language), order_type (lib orderTypeOf), gifts_ids and the packaging sync. Other attributes
 * (gift message, params) are kept as they are.
 */
export function orderAttributesOf(
  lines: readonly LineWithMerchandise[],
  cartAttributes: readonly Attribute[],
  language: string,
): Attribute[] {
  let attributes = presentAttributes(cartAttributes);
  attributes = withValue(attributes, orderAttributeKeys.checkoutLang, language);
  attributes = withValue(attributes, orderAttributeKeys.orderType, orderTypeOf(lines));
  attributes = withValue(attributes, orderAttributeKeys.giftsIds, giftsIdsOf(lines));
  return syncPackagingAttributes(lines, attributes).attributes;
}

export interface GiftMessage {
  message: string;
  title: string;
  image: string;
  /** A Decimal string; '0' when the card is offered. */
  price: string;
}

/** The gift message attributes set (or all cleared with null), the other attributes kept. */
export function giftMessageAttributesOf(
  cartAttributes: readonly Attribute[],
  gift: GiftMessage | null,
): Attribute[] {
  const values: Record<string, string | null> = {
    [giftMessageAttributeKeys.withGiftMessage]: gift ? 'true' : null,
    [giftMessageAttributeKeys.giftMessageAdded]: gift ? 'true' : null,
    [giftMessageAttributeKeys.giftMessageTitle]: gift?.title ?? null,
    [giftMessageAttributeKeys.giftMessageImage]: gift?.image ?? null,
    [giftMessageAttributeKeys.giftMessagePrice]: gift?.price ?? null,
    [giftMessageTextKey]: gift?.message ?? null,
  };
  return Object.entries(values).reduce(
    (attributes, [key, value]) => withValue(attributes, key, value),
    presentAttributes(cartAttributes),
  );
}

export function giftMessageOf(cartAttributes: readonly Attribute[]): string | null {
  return attributeValue(cartAttributes, giftMessageAttributeKeys.giftMessageAdded) === 'true'
    ? (attributeValue(cartAttributes, giftMessageTextKey) ?? '')
    : null;
}

/**
 * The attribute list to send so the cart ends with exactly `wanted`: every wanted attribute, plus ''
 * for each present key that must go. `changed` is false when the cart already carries `wanted`.
 */
export function attributesUpdate(
  current: readonly Attribute[],
  wanted: readonly Attribute[],
): { attributes: { key: string; value: string }[]; changed: boolean } {
  const now = new Map(presentAttributes(current).map((a) => [a.key, a.value]));
  const next = new Map(presentAttributes(wanted).map((a) => [a.key, a.value!]));
  const cleared = [...now.keys()].filter((key) => !next.has(key));
  const changed = cleared.length > 0 || [...next].some(([key, value]) => now.get(key) !== value);
  return {
    attributes: [
      ...[...next].map(([key, value]) => ({ key, value })),
      ...cleared.map((key) => ({ key, value: '' })),
    ],
    changed,
  };
}

export type AddedLineKind = 'product' | 'sample' | 'pouch';

/**
 * The line attributes the shop writes when it adds a line: the content type (for the order type and
 * the packaging) and the kind flags of spec §3; samples and pouches are offered, so not real products
 * (left out of analytics).
 */
export function lineAttributesFor(kind: AddedLineKind, productType: CartProductType | null): Attribute[] {
  const attributes: Attribute[] = productType
    ? [{ key: lineAttributeKeys.prismicType, value: productType }]
    : [];
  if (kind === 'sample') attributes.push({ key: lineAttributeKeys.sample, value: 'true' });
  if (kind === 'pouch') attributes.push({ key: lineAttributeKeys.pouch, value: 'true' });
  attributes.push({ key: lineAttributeKeys.realProduct, value: kind === 'product' ? 'true' : 'false' });
  return attributes;
}

/** The kind a product's content-type metafield names, as a cart product type. */
export function cartProductTypeOf(contentType: string | null | undefined): CartProductType | null {
  if (contentType === 'fashion' || contentType === 'fragrance') return contentType;
  return contentType === 'set' ? 'set' : null;
}

/** A line about to be added: its variant and the line attributes the shop writes for it. */
export interface LineToAdd {
  merchandiseId: string;
  attributes: readonly Attribute[];
}

const attributeSet = (attributes: readonly Attribute[]) =>
  JSON.stringify(
    presentAttributes(attributes)
      .map(({ key, value }) => [key, value])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

/** A line of the provider's answer to an add. */
export interface AnsweredLine extends LineWithMerchandise {
  id: string;
}

/**
 * spec §3 "up to 100 lines", §9 "cart lines fetched 100": a line past those the shop reads would be
 * charged at checkout but hidden. Checked on the provider's answer to the add, so an add is one request
 * (docs/adr/0026): the line to take back when the add made a new line past 100, else null. The provider
 * adds whole or not at all, so the added line is new exactly when it holds the quantity just added.
 */
export function linePastCartLimit(
  lines: readonly AnsweredLine[],
  added: LineToAdd & { quantity: number },
): string | null {
  if (lines.length <= cartLinesFirst) return null;
  const wanted = attributeSet(added.attributes);
  const line = lines.find(
    (candidate) =>
      candidate.merchandise.id === added.merchandiseId && attributeSet(candidate.attributes) === wanted,
  );
  return line?.quantity === added.quantity ? line.id : null;
}
