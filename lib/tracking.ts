import * as z from './zod';

/** What a parcel-tracking form can ask; the editor's URL template names them as {tracking_number}, ... */
export type TrackingField = 'tracking_number' | 'order_number' | 'email';

export const trackingFieldSchemas: Record<TrackingField, z.ZodType<string>> = {
  tracking_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/),
  order_number: z
    .string()
    .trim()
    .regex(/^#?[A-Za-z0-9-]{3,30}$/),
  email: z.string().trim().pipe(z.email()),
};

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
