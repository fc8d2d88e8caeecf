/** The stock-alert sign-up of spec §7.2 (`POST /api/stock-alert/post/`): what the body must hold. */
import * as z from './zod';
import { isLocale } from './markets';
import { variantGidPattern } from './validation/cart';
import { emailField } from './validation/shared';

export const stockAlertSchema = z.object({
  email: emailField,
  variantId: z.string({ error: 'error.required' }).regex(variantGidPattern, { error: 'error.pattern' }),
  locale: z.string({ error: 'error.required' }).refine(isLocale, { error: 'error.pattern' }),
});

export type StockAlertRequest = z.infer<typeof stockAlertSchema>;
