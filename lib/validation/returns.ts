/** The return request's rules (spec §5). */
import * as z from '../zod';
import { returnNoteMaxLength, returnReasons } from '../form-options';
import { addToCartMaxQuantity } from './cart';
import { optionalText, required } from './shared';

export const returnRequestSchema = z.object({
  order: required().regex(/^\d{1,15}$/, { error: 'error.pattern' }),
  line: required().regex(/^gid:\/\/shopify\/FulfillmentLineItem\/\d{1,15}$/, { error: 'error.required' }),
  quantity: z.coerce
    .number({ error: 'error.pattern' })
    .int({ error: 'error.pattern' })
    .min(1, { error: 'error.min' })
    .max(addToCartMaxQuantity, { error: 'error.max' }),
  reason: z.enum(returnReasons, { error: 'error.required' }),
  note: optionalText.refine((value) => (value?.length ?? 0) <= returnNoteMaxLength, {
    error: 'error.maxLength',
  }),
});
