import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryDaysOf,
  deliveryWindow,
  formatDeliveryWindow,
} from '@/lib/delivery-estimate';

// The house's business days per market (lib/delivery-estimate.ts; the spec gives no figure).
describe('the delivery estimate', () => {
  it('knows the business days of each selling market, and none where nothing is sold', () => {
    expect(deliveryDaysOf('fr-fr')).toEqual({ min: 2, max: 3 });
    expect(deliveryDaysOf('es-eu')).toEqual({ min: 3, max: 5 });
    expect(deliveryDaysOf('en-ch')).toEqual({ min: 4, max: 6 });
    expect(deliveryDaysOf('en-us')).toEqual({ min: 5, max: 7 });
    expect(deliveryDaysOf('ja-jp')).toBeNull();
    expect(deliveryDaysOf('en-ww')).toBeNull();
  });

  it('counts business days only: a Friday plus one is the Monday', () => {
    const friday = new Date('2026-12-04T12:00:00Z');
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-12-07T12:00:00.000Z');
    expect(addBusinessDays(friday, 5).toISOString()).toBe('2026-12-11T12:00:00.000Z');
  });

  it('starts from the day in Paris: 23:30 UTC on a Sunday is already Monday there', () => {
    // Sunday 6 December 2026, 23:30 UTC = Monday 7 December 00:30 in Paris; fr-fr: 2 to 3 days.
    const window = deliveryWindow({ min: 2, max: 3 }, new Date('2026-12-06T23:30:00Z'));
    expect(window.from.toISOString().slice(0, 10)).toBe('2026-12-09');
    expect(window.to.toISOString().slice(0, 10)).toBe('2026-12-10');
    // A Saturday order in Paris: the count starts on Monday.
    const weekend = deliveryWindow({ min: 2, max: 3 }, new Date('2026-12-05T10:00:00Z'));
    expect(weekend.from.toISOString().slice(0, 10)).toBe('2026-12-08');
  });

  it("is written in the shopper's language", () => {
    const window = { from: new Date('2026-12-08T12:00:00Z'), to: new Date('2026-12-10T12:00:00Z') };
    // Intl sets the dash between thin spaces.
    expect(formatDeliveryWindow(window, 'fr-FR')).toMatch(/^mardi 8\s–\sjeudi 10 décembre$/);
    expect(formatDeliveryWindow(window, 'en-GB')).toMatch(/^Tuesday 8 December\s–\sThursday 10 December$/);
    expect(formatDeliveryWindow(window, 'es-ES')).toContain('diciembre');
    expect(formatDeliveryWindow(window, 'ja-JP')).toContain('火曜日');
  });
});
