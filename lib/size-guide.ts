/**
 * The maison's body measurement guide. The keys are the body measurement form fields of spec §3
 * (chest, shoulders, waist, hips, ring, shoes); clothing measurements are body circumferences in cm.
 */

export const bodyMeasurementKeys = ['chest', 'shoulders', 'waist', 'hips', 'ring', 'shoes'] as const;
export type BodyMeasurementKey = (typeof bodyMeasurementKeys)[number];
export const clothingMeasurementKeys = ['chest', 'shoulders', 'waist', 'hips'] as const;
export type ClothingMeasurementKey = (typeof clothingMeasurementKeys)[number];

export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL'] as const;
export type ClothingSize = (typeof clothingSizes)[number];

/** [min, max] in cm, both included, per size in clothingSizes order. */
export const clothingChart: Record<ClothingMeasurementKey, readonly (readonly [number, number])[]> = {
  chest: [
    [80, 84],
    [85, 89],
    [90, 94],
    [95, 100],
    [101, 106],
  ],
  shoulders: [
    [36, 37.5],
    [38, 39],
    [39.5, 40.5],
    [41, 42],
    [42.5, 44],
  ],
  waist: [
    [62, 66],
    [67, 71],
    [72, 76],
    [77, 82],
    [83, 88],
  ],
  hips: [
    [86, 90],
    [91, 95],
    [96, 100],
    [101, 106],
    [107, 112],
  ],
};

export type Measurements = Partial<Record<BodyMeasurementKey, number>>;

/** The index of the size whose range holds the value; between two ranges, the larger size. */
function sizeIndex(key: ClothingMeasurementKey, value: number): number | null {
  const ranges = clothingChart[key];
  const first = ranges[0]!;
  const last = ranges[ranges.length - 1]!;
  if (value < first[0] || value > last[1]) return null;
  return ranges.findIndex(([, max]) => value <= max);
}

/**
 * The clothing size for the measurements given: the largest size any of them needs, since a garment
 * can be taken in but not let out. Null when nothing is given or a value is outside the chart.
 */
export function recommendedClothingSize(measurements: Measurements): ClothingSize | null {
  const indexes = clothingMeasurementKeys
    .filter((key) => measurements[key] !== undefined)
    .map((key) => sizeIndex(key, measurements[key]!));
  if (indexes.length === 0 || indexes.some((index) => index === null)) return null;
  return clothingSizes[Math.max(...(indexes as number[]))]!;
}

/** French ring sizes are the inner circumference in mm; the maison makes 48 to 62. */
export function ringSize(circumferenceMm: number): number | null {
  const size = Math.round(circumferenceMm);
  return size >= 48 && size <= 62 ? size : null;
}

/** EU (Paris point) shoe size from the foot length in cm: 1.5 × (length + 1.5 cm of room), 35 to 46. */
export function shoeSize(footLengthCm: number): number | null {
  const size = Math.round(1.5 * (footLengthCm + 1.5) * 2) / 2;
  return size >= 35 && size <= 46 ? size : null;
}
