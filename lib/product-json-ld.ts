/**
 * schema.org Product structured data for a product page: one Offer per variant, priced in the
 * market currency the Storefront answered in (@inContext), with the variant's availability.
 */
import { parseDecimal, type Money } from './money';

interface JsonLdVariant {
  id: string;
  sku?: string | null;
  title: string;
  availableForSale: boolean;
  price: Money;
  image?: { url: string } | null;
}

export interface JsonLdProduct {
  title: string;
  description: string;
  vendor: string;
  url: string;
  images: readonly string[];
  variants: readonly JsonLdVariant[];
  comingSoon?: boolean;
}

const availability = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  preOrder: 'https://schema.org/PreOrder',
} as const;

/** The numeric part of a Shopify gid: ProductVariant/42 -> 42, used in the variant's URL. */
function numericId(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

export function productJsonLd(product: JsonLdProduct) {
  const offers = product.variants.map((variant) => ({
    '@type': 'Offer',
    name: variant.title,
    ...(variant.sku ? { sku: variant.sku } : {}),
    url: `${product.url}?variant=${numericId(variant.id)}`,
    // schema.org wants a plain number string ("690.00"), never a formatted price.
    price: (parseDecimal(variant.price.amount) ?? 0).toFixed(2),
    priceCurrency: variant.price.currencyCode,
    availability: product.comingSoon
      ? availability.preOrder
      : variant.availableForSale
        ? availability.inStock
        : availability.outOfStock,
    itemCondition: 'https://schema.org/NewCondition',
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    brand: { '@type': 'Brand', name: product.vendor },
    url: product.url,
    ...(product.images.length > 0 ? { image: product.images } : {}),
    ...(product.variants.length === 1 && product.variants[0]!.sku ? { sku: product.variants[0]!.sku } : {}),
    offers,
  };
}

/** JSON for a <script> element: `<` escaped so no string in the data can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
