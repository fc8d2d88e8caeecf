/** Shopify's title of the lone variant of a product with no options. */
const defaultVariantTitle = 'Default Title';

interface OrderLineVariant {
  title: string;
  product: { title: string };
}

/**
 * An order line's name in the shopper's language. Shopify writes a line's title into the order when it
 * is placed, in the shop's own language, and never translates it afterwards (the Admin API's
 * LineItem.name and the Storefront API's OrderLineItem.title both answer that record), as Shopify's
 * own notifications show, which name lines by their product to translate them. The variant the line
 * points at is read in the request's @inContext language, so the line is named from it, the way Shopify
 * names a line ('Product - Variant', the product alone when it has no options). A line whose variant
 * is gone (deleted, or unpublished from the storefront) keeps the name recorded in the order.
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
