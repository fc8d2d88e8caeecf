import { truncate } from '../catalog/translations';

/** The text of seeded HTML, as Shopify derives `content`, `excerpt` and `bodySummary` from it. */
export function textOf(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** A text field with Shopify's `truncateAt` argument, read as a property by the loud resolvers. */
export const truncatable = (html: string) => (args: { truncateAt?: number | null }) =>
  truncate(textOf(html), args.truncateAt);
