import 'server-only';
import type { CartSampleOffer } from '@/lib/cart-view';
import type { Locale } from '@/lib/markets';
import { getCartOffers } from '../shopify/cart';
import { pouchVariantId, sampleOffers } from './view';

/**
 * What the cart view offers beside the lines (samples, the pouch): none while the provider is out of
 * reach, so the cart still shows.
 */
export async function cartOffers(
  locale: Locale,
): Promise<{ samples: CartSampleOffer[]; pouchOffered: boolean }> {
  const offers = await getCartOffers(locale).catch(() => null);
  return {
    samples: offers ? sampleOffers(offers) : [],
    pouchOffered: offers ? pouchVariantId(offers) !== null : false,
  };
}
