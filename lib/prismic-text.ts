import { asText, type RichTextField } from '@prismicio/client';

/** The plain text of a Text field or of a Rich Text field (a title may be either). */
export function fieldText(value: RichTextField | string | null | undefined): string {
  if (!value) return '';
  return typeof value === 'string' ? value : asText(value);
}
