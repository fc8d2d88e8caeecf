import { describe, expect, it } from 'vitest';
import { lowStockCount, lowStockThreshold } from '@/lib/stock';

// spec §3 Variant: quantityAvailable and availableForSale; the threshold is the shop's (lib/stock.ts).
describe('stock per size', () => {
  it('says how many are left from 1 to 3 pieces', () => {
    expect(lowStockThreshold).toBe(3);
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 1 })).toBe(1);
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 2 })).toBe(2);
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 3 })).toBe(3);
  });

  it('says nothing with more pieces, none, a withheld count or a variant not on sale', () => {
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 4 })).toBeNull();
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 0 })).toBeNull();
    expect(lowStockCount({ availableForSale: true, quantityAvailable: null })).toBeNull();
    expect(lowStockCount({ availableForSale: false, quantityAvailable: 2 })).toBeNull();
  });
});
