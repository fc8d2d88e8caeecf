import { AsyncResource } from 'node:async_hooks';

/**
 * The `start` of a request the admission gate (front/admission.ts) may queue: `run` is bound now, as
 * the request arrives, to its async context, and handed to `schedule` (the front's pump) when the gate
 * starts it. The gate starts a queued request from another one's release, inside that one's close
 * handler; bound only then, Next would run it with the other's request id and trace.
 */
export function startsInOwnContext(run: () => void, schedule: (run: () => void) => void): () => void {
  const own = AsyncResource.bind(run);
  return () => schedule(own);
}
