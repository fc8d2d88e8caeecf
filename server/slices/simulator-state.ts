import type { getSlices } from '@slicemachine/adapter-next/simulator';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';

type SimulatedSlices = ReturnType<typeof getSlices>;

/** What Slice Machine writes in the simulator's `state`: compressed JSON of the slices being edited. */
const simulatorQuery = z.object({ state: z.string().max(200_000).optional() });
const slicesBeingEdited = z.array(z.looseObject({ slice_type: z.string(), variation: z.string() }));

/**
 * The slices in the simulator's query, read as the adapter's `getSlices` reads them, or none for
 * anything Slice Machine did not write (a truncated or hand-made URL, a repeated parameter): the
 * simulator then shows an empty zone instead of failing on `JSON.parse`.
 */
export function simulatedSlices(query: unknown): SimulatedSlices {
  const parsed = simulatorQuery.safeParse(query);
  if (!parsed.success || !parsed.data.state) return [];
  try {
    const slices: unknown = JSON.parse(decompressFromEncodedURIComponent(parsed.data.state));
    return slicesBeingEdited.safeParse(slices).success ? (slices as SimulatedSlices) : [];
  } catch {
    return [];
  }
}
