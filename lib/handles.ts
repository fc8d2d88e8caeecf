/** Prismic uids and Shopify handles: letters, digits, `-`, `_`, `.`; no quote or backslash. */
export const slugFormat = /^[\p{Ll}\p{Lo}\p{Nd}][\p{Ll}\p{Lo}\p{Nd}_.-]{0,149}$/u;

/** Shopify handles: lower-case words joined by dashes (the shape the Storefront API accepts). */
const handleFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The product handles an editor typed into one Key Text field ("silk-wrap-dress, leather-belt"):
 * comma or space separated, trimmed, lower-cased, without duplicates; anything that cannot be a handle
 * is dropped rather than sent to the Storefront API.
 */
export function parseHandles(text: string | null | undefined): string[] {
  if (!text) return [];
  const handles = text
    .split(/[\s,]+/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => handleFormat.test(part));
  return [...new Set(handles)];
}
