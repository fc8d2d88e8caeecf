import 'server-only';
import { adminRequest } from '../shopify/admin';
import { outcome, type Outcome } from '../shopify/customer';
import {
  CUSTOMER_LOCALE_UPDATE_MUTATION,
  CUSTOMER_METAFIELDS_SET_MUTATION,
  CUSTOMER_TAGS_ADD_MUTATION,
  CUSTOMER_TAGS_REMOVE_MUTATION,
} from '../shopify/documents/admin/customer';

/**
 * Writes to the logged-in customer's own record that only the Admin API can make (spec §7.2
 * customers/*). Callers pass the id of the session's customer (read with its access token): no
 * request ever names the customer it changes.
 */

export interface CustomerMetafield {
  key: string;
  type: 'date' | 'single_line_text_field' | 'json';
  value: string;
}

/** The shop's customer metafields live in the `custom` namespace (spec §3 Customer metafields). */
const namespace = 'custom';

export async function setCustomerMetafields(
  customerId: string,
  metafields: readonly CustomerMetafield[],
): Promise<Outcome<true>> {
  const { metafieldsSet } = await adminRequest(CUSTOMER_METAFIELDS_SET_MUTATION, {
    metafields: metafields.map((metafield) => ({ ownerId: customerId, namespace, ...metafield })),
  });
  return outcome(true, metafieldsSet?.userErrors ?? []);
}

export async function updateCustomerLocale(customerId: string, locale: string): Promise<Outcome<string>> {
  const { customerUpdate } = await adminRequest(CUSTOMER_LOCALE_UPDATE_MUTATION, {
    input: { id: customerId, locale },
  });
  return outcome(customerUpdate?.customer?.locale ?? locale, customerUpdate?.userErrors ?? []);
}

export async function changeCustomerTags(
  customerId: string,
  change: { add: readonly string[]; remove: readonly string[] },
): Promise<Outcome<true>> {
  const [added, removed] = await Promise.all([
    change.add.length > 0
      ? adminRequest(CUSTOMER_TAGS_ADD_MUTATION, { id: customerId, tags: [...change.add] })
      : null,
    change.remove.length > 0
      ? adminRequest(CUSTOMER_TAGS_REMOVE_MUTATION, { id: customerId, tags: [...change.remove] })
      : null,
  ]);
  return outcome(true, [...(added?.tagsAdd?.userErrors ?? []), ...(removed?.tagsRemove?.userErrors ?? [])]);
}
