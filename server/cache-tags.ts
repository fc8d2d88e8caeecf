/** Cache tags shared by the cached reads and /api/revalidate. */
export const cacheTags = {
  products: 'shopify:products',
  product: (handle: string) => `shopify:product:${handle}`,
  collections: 'shopify:collections',
  collection: (handle: string) => `shopify:collection:${handle}`,
  /** Every Prismic read: what a webhook expires when it cannot tell what changed. */
  prismic: 'prismic',
  /** A Prismic read that queried a type (a single, a list, a search): a new document of it may belong. */
  prismicType: (type: string) => `prismic:type:${type}`,
  /** A Prismic read of one document by UID: a document published under that UID changes it. */
  prismicUid: (type: string, uid: string) => `prismic:uid:${type}:${uid}`,
  /** A Prismic read that holds a document, itself or through a link field. */
  prismicDocument: (id: string) => `prismic:doc:${id}`,
} as const;
