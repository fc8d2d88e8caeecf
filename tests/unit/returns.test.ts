import { describe, expect, it } from 'vitest';
import { isReturnableOrder, isWithinReturnWindow, returnWindowDays } from '@/lib/returns';

// The house promises returns within 30 days (FAQ, terms of sale, footer); counted from the order.
const now = new Date('2026-12-06T12:00:00Z');

describe('the return window', () => {
  it('is 30 days', () => {
    expect(returnWindowDays).toBe(30);
  });

  it('takes an order up to 30 days old, and none older', () => {
    expect(isWithinReturnWindow('2026-12-03T14:00:00Z', now)).toBe(true);
    expect(isWithinReturnWindow('2026-11-06T12:00:00Z', now)).toBe(true);
    expect(isWithinReturnWindow('2026-11-06T11:59:59Z', now)).toBe(false);
    // What the returns page offered: an order of ten months ago.
    expect(isWithinReturnWindow('2026-02-10T14:00:00Z', now)).toBe(false);
    expect(isWithinReturnWindow('not a date', now)).toBe(false);
  });

  it('offers only delivered orders within the window', () => {
    const recent = '2026-11-30T14:00:00Z';
    expect(isReturnableOrder({ fulfillmentStatus: 'FULFILLED', processedAt: recent }, now)).toBe(true);
    expect(isReturnableOrder({ fulfillmentStatus: 'IN_PROGRESS', processedAt: recent }, now)).toBe(false);
    expect(
      isReturnableOrder({ fulfillmentStatus: 'FULFILLED', processedAt: '2026-10-01T14:00:00Z' }, now),
    ).toBe(false);
  });
});
