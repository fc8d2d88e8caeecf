/**
 * The shop's search synonym groups (Shopify's Search & Discovery app keeps them per language). A
 * Japanese shopper types 香水 (perfume) where the catalogue says オードパルファム or フレグランス: Shopify's
 * own search matches words, not meanings, so the merchant's synonyms are what bridge them there too.
 */
export const searchSynonyms: Record<string, readonly (readonly string[])[]> = {
  ja: [['香水', 'フレグランス', 'オードパルファム', 'パルファム']],
};
