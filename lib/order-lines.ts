/** Shopify's title of the lone variant of a product with no options. */
const defaultVariantTitle = 'Default Title';

interface OrderLineVariant {
  title: string;
  product: { title: string };
}

/**
 * An order line's name in the shopper's language. Shopify records a line's title in the shop's language
 * when the order is placed and never translates it, so the line is named as Shopify names one
 * ('Product - Variant', or the product alone) from its variant, read in the request's @inContext
 * language. A line whose variant is gone (deleted or unpublished) keeps the name the order recorded.
 */
export function orderLineName(recorded: string, variant: OrderLineVariant | null | undefined): string {
  return variant ? variantName(variant) : recorded;
}

/**
 * A variant's full name as Shopify writes it: 'Product - Colour / Size', the product alone when it has
 * no options. What the shopper reads wherever the variant is named away from its product's pickers.
 */
export function variantName(variant: OrderLineVariant): string {
  return variant.title === defaultVariantTitle
    ? variant.product.title
    : `${variant.product.title} - ${variant.title}`;
}
