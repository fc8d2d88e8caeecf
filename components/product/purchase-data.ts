import type { PurchaseOption, PurchaseVariant } from '@/client/product/ProductPurchase';
import type { Locale } from '@/lib/markets';
import type { GalleryColours } from '@/lib/gallery-colours';
import { discountAmount, discountPercent, formatPrice } from '@/lib/money';
import { variantName } from '@/lib/order-lines';
import { swatchOf } from '@/lib/product';
import { lowStockCount } from '@/lib/stock';
import type { ProductContentKind } from '@/lib/selling';
import type { ProductDetail } from '@/server/shopify/products';

type Variant = ProductDetail['variants']['nodes'][number];

/**
 * The variants as the purchase island shows them: prices already formatted in the market currency,
 * and the few pieces left of a size (lib/stock.ts), read with availability in the same cached product
 * read, so the page stays as cacheable as its availability already is.
 */
export function purchaseVariants(product: ProductDetail, locale: Locale): PurchaseVariant[] {
  return product.variants.nodes.map((variant) => {
    const percent = discountPercent(variant.price, variant.compareAtPrice);
    const saved = discountAmount(variant.price, variant.compareAtPrice);
    return {
      id: variant.id,
      title: variant.title,
      name: variantName({ title: variant.title, product }),
      availableForSale: variant.availableForSale,
      lowStock: lowStockCount(variant),
      selectedOptions: variant.selectedOptions,
      price: formatPrice(variant.price, locale),
      compareAtPrice: percent && variant.compareAtPrice ? formatPrice(variant.compareAtPrice, locale) : null,
      discountPercent: percent,
      discountAmount: saved ? formatPrice(saved, locale) : null,
    };
  });
}

const hasOption = (variant: Variant, name: string, value: string) =>
  variant.selectedOptions.some((option) => option.name === name && option.value === value);

/**
 * The option pickers. A value's swatch comes from the colour metafields of its variants (custom.color_hex
 * and custom.color_has_border), found through custom.color_name, which names the value it colours; a gift
 * card's amounts read as prices. A colour's radio names its pictures in the gallery (`colours`).
 */
export function purchaseOptions(
  product: ProductDetail,
  kind: ProductContentKind,
  locale: Locale,
  colours: GalleryColours | null,
): PurchaseOption[] {
  const variants = product.variants.nodes;
  return product.options.map((option) => ({
    name: option.name,
    values: option.optionValues.map((value) => {
      const first = variants.find((variant) => hasOption(variant, option.name, value.name));
      const coloured = variants.find(
        (variant) => hasOption(variant, option.name, value.name) && variant.colorName?.value === value.name,
      );
      return {
        name: value.name,
        label: kind === 'gift_card' && first ? formatPrice(first.price, locale) : value.name,
        swatch: coloured ? swatchOf(coloured.colorHex, coloured.colorHasBorder) : null,
        galleryColour: galleryColourOf(colours, option.name, value.name),
      };
    }),
  }));
}

function galleryColourOf(colours: GalleryColours | null, option: string, value: string): number | null {
  if (colours?.option !== option) return null;
  const index = colours.values.indexOf(value);
  return index < 0 ? null : index;
}
