import 'server-only';
import { isGiftLine, isPouchLine, isSampleLine, type CartLineLike } from '@/lib/cart';
import { giftMessageOf } from '@/lib/cart-attributes';
import { cartTokenOf } from '@/lib/analytics/events';
import { analyticsLines, type AnalyticsLine } from '@/lib/cart-lines';
import type { Locale } from '@/lib/markets';
import { discountPercent } from '@/lib/money';
import { productPath } from '@/lib/routes';
import { addToCartMaxQuantity } from '@/lib/validation/cart';
import {
  amountDueOf,
  type CartLineKind,
  type CartPayload,
  type CartView,
  type PackagingChoice,
  type CartSampleOffer,
} from '@/lib/cart-view';
import { checkoutHref } from '../multipass/checkout-link';
import type { Cart, CartOffers } from '../shopify/cart';

function kindOf(line: CartLineLike): CartLineKind {
  if (isSampleLine(line)) return 'sample';
  if (isPouchLine(line)) return 'pouch';
  return isGiftLine(line) ? 'gift' : 'product';
}

/** Only options that tell variants apart: Shopify's lone 'Title: Default Title' says nothing. */
const meaningfulOption = (option: { name: string; value: string }) =>
  !(option.name === 'Title' && option.value === 'Default Title');

interface StorefrontImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * A line's thumbnail: the variant's own image, else its product's featured image (a variant without
 * an image of its own left a blank square in the panel).
 */
function lineImage(image: StorefrontImage | null | undefined): CartView['lines'][number]['image'] {
  return image
    ? { url: image.url, alt: image.altText ?? '', width: image.width ?? 96, height: image.height ?? 120 }
    : null;
}

/** The cart as the panel shows it (spec §3: the cart view adds quantityAvailable, discount percent, link). */
export function cartView(cart: Cart, locale: Locale): CartView {
  const lines = cart.lines.nodes.map((line) => {
    const variant = line.merchandise;
    const kind = kindOf(line);
    const { amountPerQuantity, compareAtAmountPerQuantity } = line.cost;
    return {
      id: line.id,
      kind,
      variantId: variant.id,
      quantity: line.quantity,
      // Offered items come one at a time; products up to the stock (unknown stock: the add maximum).
      maxQuantity:
        kind === 'product'
          ? Math.min(variant.quantityAvailable ?? addToCartMaxQuantity, addToCartMaxQuantity)
          : 1,
      name: variant.product.title,
      href:
        kind === 'product'
          ? productPath(locale, variant.product.contentType?.value, variant.product.handle)
          : null,
      options: variant.selectedOptions.filter(meaningfulOption),
      image: lineImage(variant.image ?? variant.product.featuredImage),
      unitPrice: amountPerQuantity,
      compareAtUnitPrice: discountPercent(amountPerQuantity, compareAtAmountPerQuantity)
        ? compareAtAmountPerQuantity!
        : null,
      discountPercent: discountPercent(amountPerQuantity, compareAtAmountPerQuantity),
      total: line.cost.totalAmount,
    };
  });
  const giftCards = cart.appliedGiftCards.map(({ id, lastCharacters, amountUsed }) => ({
    id,
    lastCharacters,
    amountUsed,
  }));
  return {
    lines,
    subtotal: cart.cost.subtotalAmount,
    total: cart.cost.totalAmount,
    checkoutUrl: checkoutHref(cart, locale),
    note: cart.note ?? '',
    giftMessage: giftMessageOf(cart.attributes),
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    giftCards,
    amountDue: amountDueOf(cart.cost.totalAmount, giftCards),
    packaging: packagingOf(cart, lines),
  };
}

/** spec §4 packaging: with fragrance merchandise, the pouch line or the standard packaging attribute. */
function packagingOf(cart: Cart, lines: CartView['lines']): PackagingChoice | null {
  if (lines.some((line) => line.kind === 'pouch')) return 'pouch';
  const hasFragrance = cart.lines.nodes.some(
    (line) =>
      kindOf(line) === 'product' &&
      ['fragrance', 'set'].includes(line.merchandise.product.contentType?.value ?? ''),
  );
  return hasFragrance ? 'standard' : null;
}

/** Samples with purchase (sample type swp) that can be sold now: offered in the panel. */
export function sampleOffers(offers: CartOffers): CartSampleOffer[] {
  return offers.samples.nodes.flatMap((product) => {
    const variant = product.variants.nodes[0];
    if (product.sampleType?.value !== 'swp' || !variant?.availableForSale) return [];
    return [
      {
        variantId: variant.id,
        name: product.title,
        image: lineImage(product.featuredImage),
      },
    ];
  });
}

/** The packaging pouch's variant, when it can be sold now. */
export function pouchVariantId(offers: CartOffers): string | null {
  const variant = offers.pouches.nodes[0]?.variants.nodes[0];
  return variant?.availableForSale ? variant.id : null;
}

/** The cart_open event's lines: offered items (realProduct false) are left out (spec §3). */
function cartAnalytics(cart: Cart): AnalyticsLine[] {
  return analyticsLines(cart.lines.nodes);
}

export function cartPayload(cart: Cart | null, locale: Locale): CartPayload {
  if (!cart) return { cart: null, analytics: null };
  return {
    cart: cartView(cart, locale),
    analytics: {
      currency: cart.cost.totalAmount.currencyCode,
      lines: cartAnalytics(cart),
      cartToken: cartTokenOf(cart.id),
    },
  };
}
