import { z } from 'zod';
import { customerInterestTags } from '@/lib/customer-tags';
import { customerEndpoint } from '@/server/api/customer-endpoint';
import { changeCustomerTags } from '@/server/customer/own-record';

const tags = z.array(z.enum(customerInterestTags)).max(customerInterestTags.length).default([]);
const bodySchema = z
  .object({ add: tags, remove: tags })
  .refine(({ add, remove }) => add.length + remove.length > 0, 'add or remove a tag');

/**
 * spec §7.2 `PUT /api/customers/update-tags/` with `{ add?, remove? }`: the interest tags of
 * lib/customer-tags only; the merchant's tags cannot be touched from the shop.
 */
export const PUT = customerEndpoint(bodySchema, (customerId, change) =>
  changeCustomerTags(customerId, change),
);
