/**
 * The Storefront API versions the backends serve, each with Shopify's own schema as an installed
 * package carries it: @shopify/hydrogen-react 2025.7 (the shop's) and 2026.4 (installed under the
 * alias storefront-schema-2026-04, which Hydrogen's current skeleton targets).
 */
export const storefrontSchemas = {
  '2025-07': '@shopify/hydrogen-react/storefront.schema.json',
  '2026-04': 'storefront-schema-2026-04/storefront.schema.json',
} as const;

export type StorefrontVersion = keyof typeof storefrontSchemas;

export const storefrontVersions = Object.keys(storefrontSchemas) as StorefrontVersion[];
