/** The add-to-cart rules (spec §5). */
import * as z from '../zod';

/** Spec §9 limits. */
export const addToCartMaxQuantity = 99;

export const variantGidPattern = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

export const addToCartSchema = z.object({
  variantId: z.string({ error: 'error.required' }).regex(variantGidPattern, { error: 'error.pattern' }),
  quantity: z.coerce
    .number({ error: 'error.pattern' })
    .int({ error: 'error.pattern' })
    .min(1, { error: 'error.min' })
    .max(addToCartMaxQuantity, { error: 'error.max' }),
});
