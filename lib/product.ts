/**
 * Product rules of spec §3 "Product": the kind a product's content type names, and the metafields
 * the product page reads (values arrive as strings, whatever their Shopify type).
 */
import * as z from './zod';
import { isSellingEnabled, shopSectionOf, type ProductContentKind, type SellingSettings } from './selling';

const productContentKinds = ['fashion', 'fragrance', 'set', 'gift_card'] as const;
const sampleTypes = ['trybuy', 'swp'] as const;
export type SampleType = (typeof sampleTypes)[number];

/**
 * The content type metafield names the kind; a gift card is one whatever its metafield says, since
 * Shopify itself flags it (isGiftCard) and the checkout treats it apart.
 */
export function productKindOf(product: {
  isGiftCard: boolean;
  contentType?: { value: string } | null;
}): ProductContentKind | null {
  if (product.isGiftCard) return 'gift_card';
  const value = product.contentType?.value;
  return (productContentKinds as readonly string[]).includes(value ?? '')
    ? (value as ProductContentKind)
    : null;
}

/**
 * Whether a campaign block may push a product in a locale. Not where the locale's shop is open but
 * does not sell the product's kind: en-us sells fashion only, so no fragrance is pushed there with a
 * price it cannot be bought at. A locale that sells nothing online keeps its pushes: like its product
 * pages, they lead to the boutiques.
 */
export function isPushedIn(
  product: { isGiftCard: boolean; contentType?: { value: string } | null },
  locale: string,
  settings?: SellingSettings,
): boolean {
  const kind = productKindOf(product);
  if (!kind || !isSellingEnabled({ locale, settings })) return true;
  return isSellingEnabled({ locale, section: shopSectionOf(kind), settings });
}

interface QuickAddVariant {
  id: string;
  availableForSale: boolean;
  selectedOptions: readonly { name: string; value: string }[];
}

/**
 * What a product card's quick add offers where the locale sells the section (spec §4) and something
 * is for sale: the only variant (`option` null), or the variants one option tells apart, a fragrance's
 * volumes (`option` is its name). Combined options (colour and size) and gift cards, whose amounts read
 * as prices, lead to the product's page.
 */
export function quickAddOffer<Variant extends QuickAddVariant>(
  product: {
    isGiftCard: boolean;
    contentType?: { value: string } | null;
    quickAddVariants: { nodes: readonly Variant[] };
  },
  locale: string,
  settings?: SellingSettings,
): { option: string | null; variants: readonly Variant[] } | null {
  const kind = productKindOf(product);
  const variants = product.quickAddVariants.nodes;
  if (!kind || !variants.some((variant) => variant.availableForSale)) return null;
  if (!isSellingEnabled({ locale, section: shopSectionOf(kind), settings })) return null;
  if (variants.length === 1) return { option: null, variants };
  const option = variants[0]!.selectedOptions[0]?.name;
  const oneOption = variants.every(
    (variant) => variant.selectedOptions.length === 1 && variant.selectedOptions[0]!.name === option,
  );
  return oneOption && option && kind !== 'gift_card' ? { option, variants } : null;
}

/** Shopify stores a boolean metafield as the string 'true' or 'false'. */
export function metafieldBoolean(field: { value: string } | null | undefined): boolean {
  return field?.value === 'true';
}

/** A number_integer metafield as a positive whole number, else null (0 means no discount). */
export function metafieldPositiveInteger(field: { value: string } | null | undefined): number | null {
  const value = Number(field?.value);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function metafieldText(field: { value: string } | null | undefined): string | null {
  const value = field?.value.trim();
  return value ? value : null;
}

export function sampleTypeOf(field: { value: string } | null | undefined): SampleType | null {
  const value = field?.value;
  return (sampleTypes as readonly string[]).includes(value ?? '') ? (value as SampleType) : null;
}

const accordionsSchema = z.array(
  z.object({ title: z.string().trim().min(1), content: z.string().trim().min(1) }),
);

export type ProductAccordion = z.infer<typeof accordionsSchema>[number];

/**
 * custom.accordions: JSON `[{title, content}]`. spec §8: malformed JSON gives nothing, logged, so a
 * bad metafield never breaks the page.
 */
export function parseAccordions(field: { value: string } | null | undefined): ProductAccordion[] {
  if (!field?.value) return [];
  try {
    const parsed = accordionsSchema.safeParse(JSON.parse(field.value));
    if (parsed.success) return parsed.data;
    console.error('[product] custom.accordions is not a list of {title, content}');
  } catch {
    console.error('[product] custom.accordions is not valid JSON');
  }
  return [];
}

/** A colour swatch from the variant's custom.color_hex and custom.color_has_border metafields. */
export interface Swatch {
  color: string;
  hasBorder: boolean;
}

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function swatchOf(
  colorHex: { value: string } | null | undefined,
  colorHasBorder: { value: string } | null | undefined,
): Swatch | null {
  const color = colorHex?.value.trim();
  if (!color || !hexColor.test(color)) return null;
  return { color, hasBorder: metafieldBoolean(colorHasBorder) };
}
