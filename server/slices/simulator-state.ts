import type { getSlices } from '@slicemachine/adapter-next/simulator';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';

type SimulatedSlices = ReturnType<typeof getSlices>;

/** What Slice Machine writes in the simulator's `state`: compressed JSON of the slices being edited. */
const simulatorQuery = z.object({ state: z.string().max(200_000).optional() });
const slicesBeingEdited = z.array(z.looseObject({ slice_type: z.string(), variation: z.string() }));

/**
 * The slices in the simulator's query, read as the adapter's `getSlices` reads them: none without a
 * `state`, null for a `state` Slice Machine did not write (a truncated or hand-made URL, a repeated
 * parameter), which the adapter's own client component would fail on as well.
 */
export function simulatedSlices(query: unknown): SimulatedSlices | null {
  const parsed = simulatorQuery.safeParse(query);
  if (!parsed.success) return null;
  if (!parsed.data.state) return [];
  try {
    const slices: unknown = JSON.parse(decompressFromEncodedURIComponent(parsed.data.state));
    return slicesBeingEdited.safeParse(slices).success ? (slices as SimulatedSlices) : null;
  } catch {
    return null;
  }
}
