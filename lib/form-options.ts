/**
 * What the forms' markup lists and caps besides their schemas' constraints: kept out of
 * lib/validation, which the browser loads only when a form validates (docs/adr/0017), so a form's
 * first render needs no zod.
 */

/** Shopify's ReturnReason values, in the order the return form lists them. */
export const returnReasons = [
  'SIZE_TOO_SMALL',
  'SIZE_TOO_LARGE',
  'COLOR',
  'STYLE',
  'NOT_AS_DESCRIBED',
  'DEFECTIVE',
  'WRONG_ITEM',
  'UNWANTED',
  'OTHER',
] as const;
export const returnNoteMaxLength = 300;

export const contactMessageMaxLength = 2000;
