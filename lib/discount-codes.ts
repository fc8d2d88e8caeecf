/**
 * The cart's discount codes as a list (spec §3 discountCodes). The Storefront's
 * cartDiscountCodesUpdate replaces the whole list with the codes it is given, so adding or removing
 * one code means sending every other code the cart holds with it. Codes compare without case, as
 * Shopify matches them.
 */

interface DiscountCode {
  code: string;
  applicable: boolean;
}

export function sameDiscountCode(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/** The codes to send when the shopper removes one: every other code the cart holds. */
export function discountCodesWithout(codes: readonly DiscountCode[], code: string): string[] {
  return codes.filter((held) => !sameDiscountCode(held.code, code)).map((held) => held.code);
}

/**
 * The codes to send when the shopper adds one: the cart's codes and the new one, last. A code that
 * stopped applying when the lines changed is kept too: the next change to the lines may apply it again.
 */
export function discountCodesWith(codes: readonly DiscountCode[], code: string): string[] {
  return [...discountCodesWithout(codes, code), code];
}

/** Whether the provider's answer applies the code. */
export function appliesDiscountCode(codes: readonly DiscountCode[], code: string): boolean {
  return codes.some((held) => sameDiscountCode(held.code, code) && held.applicable);
}
