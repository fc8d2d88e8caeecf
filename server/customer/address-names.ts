import 'server-only';
import { z } from 'zod';
import { setCustomerMetafields } from './own-record';

/**
 * spec §5 addressName ("Home", "Office"): Shopify's MailingAddress has no name, so the shop keeps the
 * names in one customer metafield, `custom.address_names`, a JSON object from address id to name.
 * Names of deleted addresses are dropped whenever the object is written.
 */
const namesSchema = z.record(z.string(), z.string().max(100));

export function readAddressNames(value: string | null | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed = namesSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export async function writeAddressNames(
  customerId: string,
  names: Record<string, string>,
  liveIds: readonly string[],
) {
  const kept = Object.fromEntries(Object.entries(names).filter(([id]) => liveIds.includes(id)));
  return setCustomerMetafields(customerId, [
    { key: 'address_names', type: 'json', value: JSON.stringify(kept) },
  ]);
}
