import { productJsonLd, serializeJsonLd, type JsonLdProduct } from '@/lib/product-json-ld';

/** schema.org Product for search engines: offers per variant in the market currency. */
export function ProductJsonLd({ product }: { product: JsonLdProduct }) {
  return (
    <script
      type="application/ld+json"
      data-testid="product-json-ld"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product)) }}
    />
  );
}
