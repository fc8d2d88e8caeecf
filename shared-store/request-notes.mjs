// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a request's render noted about itself, for the code around Next that outlives the render: the
 * answer's status (server/unavailable-status.ts) and the page cache (page-cache.mjs). Plain JavaScript
 * because Next loads the cache handler itself, outside its bundles; on globalThis because
 * instrumentation.ts, the app's bundles and the handler each load their own copy of this module.
 */

/** @typedef {{ providerUnavailable: boolean }} RequestNote */

const shared = /** @type {{ __shopRequestNotes?: AsyncLocalStorage<RequestNote> }} */ (globalThis);

export const requestNotes = (shared.__shopRequestNotes ??= new AsyncLocalStorage());

/**
 * Whether this request's render caught a provider failure and rendered the error block in its place:
 * such a render is never stored, whoever's read failed (its own, or one it joined).
 */
export function renderedDuringOutage() {
  return requestNotes.getStore()?.providerUnavailable === true;
}
