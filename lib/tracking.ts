/** What a parcel-tracking form can ask; the editor's URL template names them as {tracking_number}, ... */
export type TrackingField = 'tracking_number' | 'order_number' | 'email';

/*
 * Each field's shape, checked in the browser before the carrier's page opens (nothing is sent to the
 * shop). Plain patterns, not zod: content pages must not load zod with their first scripts
 * (docs/adr/0043). The e-mail pattern asks only for a name, an @ and a dotted domain: the carrier
 * judges the rest.
 */
const trackingFieldPatterns: Record<TrackingField, RegExp> = {
  tracking_number: /^[A-Za-z0-9-]{6,40}$/,
  order_number: /^#?[A-Za-z0-9-]{3,30}$/,
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
};

/** Whether a value typed into a tracking field has that field's shape (spaces around it ignored). */
export const isTrackingFieldValue = (field: TrackingField, value: string) =>
  trackingFieldPatterns[field].test(value.trim());

/**
 * Whether the editor's carrier URL template can serve a form asking for `fields`: an https URL that
 * contains every field's placeholder. A broken template hides the form rather than sending shoppers
 * to a wrong page.
 */
export function isTrackingTemplate(
  template: string | null | undefined,
  fields: readonly TrackingField[],
): boolean {
  if (!template) return false;
  const sample = fields.reduce((url, field) => url.replaceAll(`{${field}}`, 'x'), template);
  if (!fields.every((field) => template.includes(`{${field}}`)) || /[{}]/.test(sample)) return false;
  try {
    return new URL(sample).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The carrier's page for these values, each one URL-encoded into its placeholder. */
export function trackingUrl(template: string, values: Partial<Record<TrackingField, string>>): string {
  return template.replace(/\{(tracking_number|order_number|email)\}/g, (_match, field: TrackingField) =>
    encodeURIComponent(values[field]?.trim() ?? ''),
  );
}
