/**
 * A document as stored in backends/content/: Prismic's document format minus what the API computes
 * (url, href, slugs, linked_documents, alternate_languages). `grouplang` plays the part of Prismic's
 * translation group: the documents sharing it are each other's alternate languages.
 */
export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  grouplang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  data: Record<string, unknown>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
