import { z } from 'zod';
import { isLocale, localeConfig, type Locale } from '@/lib/markets';
import { customerEndpoint } from '@/server/api/customer-endpoint';
import { updateCustomerLocale } from '@/server/customer/own-record';

const bodySchema = z.object({
  locale: z
    .string()
    .refine(isLocale, 'not a locale of the shop')
    .transform((value) => localeConfig(value as Locale).language),
});

/**
 * spec §7.2 `PUT /api/customers/update-locale/` with `{ locale }` (a locale of the shop, e.g. fr-fr):
 * the language the provider's e-mails to this customer use becomes the locale's.
 */
export const PUT = customerEndpoint(bodySchema, (customerId, { locale }) =>
  updateCustomerLocale(customerId, locale),
);
