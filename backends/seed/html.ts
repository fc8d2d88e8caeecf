import { escapeHtml } from '../http';

/** descriptionHtml from plain copy: one paragraph per blank-line-separated block. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
}

/** Plain description as Shopify gives it: the paragraphs joined by a newline. */
export function plainText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .join('\n');
}
