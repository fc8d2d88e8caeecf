import 'server-only';
import { cacheLife } from 'next/cache';
import { storefrontRequest } from './client';
import { SHOP_ID_QUERY } from './documents/shop';

/** spec §7.1 "query shop": the shop id every analytics event carries (spec §3). */
export async function getShopId(): Promise<string | null> {
  'use cache';
  cacheLife('days');
  try {
    const { shop } = await storefrontRequest(SHOP_ID_QUERY, { variables: {} });
    return shop.id;
  } catch {
    // spec §8: analytics failures are only logged; the events are then not sent to Shopify.
    console.error('Analytics: the shop id could not be read');
    return null;
  }
}
