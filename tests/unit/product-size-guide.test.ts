import { describe, expect, it } from 'vitest';
import { bodyMeasurementKeys, recommendedClothingSize, ringSize, shoeSize } from '@/lib/size-guide';

describe('body measurement guide', () => {
  it('uses the body measurement keys of spec §3', () => {
    expect(bodyMeasurementKeys).toEqual(['chest', 'shoulders', 'waist', 'hips', 'ring', 'shoes']);
  });

  it('recommends the size that fits every measurement given', () => {
    expect(recommendedClothingSize({ chest: 86 })).toBe('S');
    expect(recommendedClothingSize({ chest: 86, hips: 98 })).toBe('M');
    expect(recommendedClothingSize({ waist: 62, shoulders: 37.5 })).toBe('XS');
    // Between two ranges (84 and 85), the larger size.
    expect(recommendedClothingSize({ chest: 84.5 })).toBe('S');
    expect(recommendedClothingSize({ hips: 112 })).toBe('XL');
  });

  it('has no answer without measurements or outside the chart', () => {
    expect(recommendedClothingSize({})).toBeNull();
    expect(recommendedClothingSize({ ring: 52 })).toBeNull();
    expect(recommendedClothingSize({ chest: 120 })).toBeNull();
    expect(recommendedClothingSize({ chest: 90, waist: 50 })).toBeNull();
  });

  it('gives the French ring size and the EU shoe size', () => {
    expect(ringSize(52.4)).toBe(52);
    expect(ringSize(40)).toBeNull();
    expect(shoeSize(24)).toBe(38.5);
    expect(shoeSize(15)).toBeNull();
  });
});
