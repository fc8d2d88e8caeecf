import { describe, expect, it } from 'vitest';
import { resolveCopy } from '@/lib/copy-placeholders';
import { freeDeliveryProgress, freeDeliveryThreshold } from '@/lib/free-delivery';

// The markets' complimentary-delivery amounts, as the announcement copy quotes them (docs/editing.md).
describe('the way to complimentary delivery', () => {
  it('knows each selling market its threshold, in its currency, and none where nothing is sold', () => {
    expect(freeDeliveryThreshold('fr-fr')).toEqual({ amount: '200', currencyCode: 'EUR' });
    expect(freeDeliveryThreshold('es-eu')).toEqual({ amount: '200', currencyCode: 'EUR' });
    expect(freeDeliveryThreshold('en-uk')).toEqual({ amount: '175', currencyCode: 'GBP' });
    expect(freeDeliveryThreshold('en-ch')).toEqual({ amount: '210', currencyCode: 'CHF' });
    expect(freeDeliveryThreshold('en-us')).toEqual({ amount: '230', currencyCode: 'USD' });
    expect(freeDeliveryThreshold('en-ww')).toBeNull();
    expect(freeDeliveryThreshold('ja-jp')).toBeNull();
  });

  it('is the same amount the copy promises', () => {
    expect(resolveCopy('from {{free_shipping_threshold}}', 'en-uk')).toBe('from £175');
  });

  it('counts down what is left, then says it is reached', () => {
    const fr = freeDeliveryThreshold('fr-fr');
    expect(freeDeliveryProgress({ amount: '145.0', currencyCode: 'EUR' }, fr)).toEqual({
      reached: false,
      remaining: { amount: '55.00', currencyCode: 'EUR' },
      share: 0.725,
    });
    expect(freeDeliveryProgress({ amount: '199.99', currencyCode: 'EUR' }, fr)).toMatchObject({
      remaining: { amount: '0.01' },
    });
    expect(freeDeliveryProgress({ amount: '200.0', currencyCode: 'EUR' }, fr)).toEqual({ reached: true });
    expect(freeDeliveryProgress({ amount: '690.0', currencyCode: 'EUR' }, fr)).toEqual({ reached: true });
  });

  it('says nothing without a threshold or in another currency', () => {
    expect(freeDeliveryProgress({ amount: '10.0', currencyCode: 'USD' }, null)).toBeNull();
    expect(
      freeDeliveryProgress({ amount: '10.0', currencyCode: 'USD' }, freeDeliveryThreshold('fr-fr')),
    ).toBeNull();
  });
});
