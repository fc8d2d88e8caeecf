import { escapeHtml } from '../../http';
import type { Db } from '../../db';
import type { CollectionRow, ProductRow } from './rows';

export interface Copy {
  title: string;
  description: string;
  descriptionHtml: string;
}

/** A product's copy in the @inContext language; English (the products row) when not translated. */
export function productCopy(db: Db, product: ProductRow, language: string): Copy {
  const translated = db.get<{ title: string; description: string; description_html: string }>(
    'SELECT title, description, description_html FROM product_translations WHERE product_id = ? AND language = ?',
    [product.id, language],
  );
  const source = translated ?? product;
  return { title: source.title, description: source.description, descriptionHtml: source.description_html };
}

export function collectionCopy(db: Db, collection: CollectionRow, language: string): Copy {
  const translated = db.get<{ title: string; description: string }>(
    'SELECT title, description FROM collection_translations WHERE collection_id = ? AND language = ?',
    [collection.id, language],
  );
  if (!translated) {
    return {
      title: collection.title,
      description: collection.description,
      descriptionHtml: collection.description_html,
    };
  }
  // Collection translations carry plain text only; its HTML is that text as one paragraph, so the
  // HTML never shows English next to a translated title.
  return {
    title: translated.title,
    description: translated.description,
    descriptionHtml: translated.description ? `<p>${escapeHtml(translated.description)}</p>` : '',
  };
}

/** Storefront `description(truncateAt:)`: cut at the given length and mark the cut with an ellipsis. */
export function truncate(text: string, truncateAt: number | null | undefined): string {
  if (truncateAt == null || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt)).trimEnd()}…`;
}
