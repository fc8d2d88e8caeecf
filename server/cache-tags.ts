/** Cache tags shared by the cached reads and /api/revalidate. */
export const cacheTags = {
  products: 'shopify:products',
  product: (handle: string) => `shopify:product:${handle}`,
  collections: 'shopify:collections',
  collection: (handle: string) => `shopify:collection:${handle}`,
  prismic: 'prismic',
} as const;
