/**
 * Cart rules of spec §3 "Cart", "Cart line" and "Other cart notes".
 * The input types are structural (what the Storefront returns for a cart), so lib needs no generated types.
 */

export interface Attribute {
  key: string;
  value?: string | null;
}

export interface CartLineLike {
  quantity: number;
  attributes: readonly Attribute[];
}

/** Cart-line attribute keys (spec §3 "Cart-line attribute keys"). */
export const lineAttributeKeys = {
  itemId: '_item_id',
  name: '_name',
  coupon: 'coupon',
  label: '_label',
  slug: '_slug',
  image: '_image',
  productType: '_productType',
  shopifyId: '_shopifyId',
  category: '_category',
  variant: '_variant',
  productVariantId: '_productVariantId',
  unserializedPrice: '_unserializedPrice',
  realProduct: '_realProduct',
  pouch: '_pouch',
  gift: '_gift',
  giftPrice: '_giftPrice',
  sample: '_sample',
  sampleFromProduct: '_sampleFromProduct',
  productLinkedId: '_productLinkedId',
  prismicType: '_prismicType',
  trackingData: '_trackingData',
  sets: '_sets',
  setsData: '_setsData',
  customPrice: '_customPrice',
  trackingPayload: '_trackingPayload',
  color: '_color',
  colorHex: '_colorHex',
  setsName: '_setsName',
  setsImage: '_setsImage',
} as const;

/** Cart-level gift message attributes. */
export const giftMessageAttributeKeys = {
  withGiftMessage: 'withGiftMessage',
  giftMessageAdded: 'giftMessageAdded',
  giftMessageImage: 'giftMessageImage',
  giftMessagePrice: 'giftMessagePrice',
  giftMessageTitle: 'giftMessageTitle',
} as const;

/** Order-level (cart-level) attribute keys. */
export const orderAttributeKeys = {
  checkoutLang: 'checkout_lang',
  params: 'params',
  giftsIds: 'gifts_ids',
  packagingFragrance: 'packaging_fragrance',
  packagingFashion: 'packaging_fashion',
  orderType: 'order_type',
} as const;

export function attributeValue(attributes: readonly Attribute[], key: string): string | null {
  return attributes.find((attribute) => attribute.key === key)?.value ?? null;
}

function isTrue(line: CartLineLike, key: string): boolean {
  return attributeValue(line.attributes, key) === 'true';
}

export const isGiftLine = (line: CartLineLike) => isTrue(line, lineAttributeKeys.gift);
export const isSampleLine = (line: CartLineLike) => isTrue(line, lineAttributeKeys.sample);
export const isPouchLine = (line: CartLineLike) => isTrue(line, lineAttributeKeys.pouch);
/** Spec: a coupon line is one where the coupon attribute is present, whatever its value. */
export const isCouponLine = (line: CartLineLike) =>
  line.attributes.some((attribute) => attribute.key === lineAttributeKeys.coupon);

export type CartProductType = 'fashion' | 'fragrance' | 'set';

/**
 * The content-type attribute holds the product kind; the content system's product page type ids
 * (product_page_fashion, product_page_sets, ...) are read too, since that is what a page knows.
 */
const productTypeOfContentType: Record<string, CartProductType> = {
  fashion: 'fashion',
  fragrance: 'fragrance',
  set: 'set',
  product_page_fashion: 'fashion',
  product_page_fashion_v2: 'fashion',
  product_page_fragrance: 'fragrance',
  product_page_fragrance_v2: 'fragrance',
  product_page_sets: 'set',
  product_page_set: 'set',
};

export function productTypeOf(line: CartLineLike): CartProductType | null {
  const contentType = attributeValue(line.attributes, lineAttributeKeys.prismicType);
  return contentType && Object.hasOwn(productTypeOfContentType, contentType)
    ? productTypeOfContentType[contentType]!
    : null;
}

/**
 * Lines the shopper buys as products: not packaging, gifts, samples or coupons, and not flagged
 * as "not a real product". Only these decide the order type and the packaging.
 */
function isMerchandiseLine(line: CartLineLike): boolean {
  return (
    !isPouchLine(line) &&
    !isGiftLine(line) &&
    !isSampleLine(line) &&
    !isCouponLine(line) &&
    attributeValue(line.attributes, lineAttributeKeys.realProduct) !== 'false'
  );
}

export type OrderType = 'mixed' | 'fragrance' | 'fashion';

/** Spec: mixed, fragrance (fragrance or set lines) or fashion; null when no line has a product type. */
export function orderTypeOf(lines: readonly CartLineLike[]): OrderType | null {
  const types = new Set(lines.filter(isMerchandiseLine).map(productTypeOf));
  const fashion = types.has('fashion');
  const fragrance = types.has('fragrance') || types.has('set');
  if (fashion && fragrance) return 'mixed';
  if (fragrance) return 'fragrance';
  return fashion ? 'fashion' : null;
}

export function sumQuantities(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Spec: sum of line quantities, plus 1 when a gift message is set; 0 with no products, and null
 * when there is a gift message but no product (a gift message alone is not something to show).
 */
export function badgeCount(products: number, giftMessage: boolean): number | null {
  if (products === 0) return giftMessage ? null : 0;
  return products + (giftMessage ? 1 : 0);
}

/** Spec: the cart panel shows the sum of line quantities in parentheses when above 0. */
export function panelProductCountLabel(lines: readonly { quantity: number }[]): string {
  const count = sumQuantities(lines);
  return count > 0 ? `(${count})` : '';
}

/**
 * Spec: the checkout url gets a locale parameter, the language part of the locale (fr-fr -> fr).
 * Other parameters and the host are kept; an unreadable url is returned unchanged.
 */
export function checkoutUrlWithLocale(checkoutUrl: string, locale: string): string {
  const language = locale.split('-')[0];
  if (!URL.canParse(checkoutUrl) || !language) return checkoutUrl;
  const url = new URL(checkoutUrl);
  url.searchParams.set('locale', language);
  return url.toString();
}

type PackagingKind = 'fragrance' | 'fashion';

const packagingAttributeKey: Record<PackagingKind, string> = {
  fragrance: orderAttributeKeys.packagingFragrance,
  fashion: orderAttributeKeys.packagingFashion,
};

function packagingKindOf(line: CartLineLike): PackagingKind | null {
  const type = productTypeOf(line);
  if (type === 'fashion') return 'fashion';
  return type === 'fragrance' || type === 'set' ? 'fragrance' : null;
}

/**
 * Spec §4 packaging sync: per kind (fragrance, with sets, and fashion) the attribute packaging_{kind} =
 * 'true' asks for standard packaging, set exactly when the cart has merchandise of that kind but no
 * pouch line of it (the lines' _pouch and _prismicType decide). Returns the full attribute list for
 * cartAttributesUpdate, other attributes untouched, and whether it differs.
 */
export function syncPackagingAttributes(
  lines: readonly CartLineLike[],
  cartAttributes: readonly Attribute[],
): { attributes: Attribute[]; changed: boolean } {
  let attributes = [...cartAttributes];
  let changed = false;
  for (const kind of ['fragrance', 'fashion'] as const) {
    const key = packagingAttributeKey[kind];
    const ofKind = lines.filter((line) => packagingKindOf(line) === kind);
    const wanted = ofKind.some(isMerchandiseLine) && !ofKind.some(isPouchLine);
    const present = attributes.some((attribute) => attribute.key === key);
    if (wanted && !present) attributes.push({ key, value: 'true' });
    if (!wanted && present) attributes = attributes.filter((attribute) => attribute.key !== key);
    changed ||= wanted !== present;
  }
  return { attributes, changed };
}
