// @ts-check

/**
 * The latest tag expiry this process has seen, its own or one another instance wrote to Redis
 * (use-cache.mjs reads them once per request). A client that keeps something it read from a provider
 * drops it once a later expiry is seen: a read made after a revalidation must not answer from before
 * it (server/prismic/client.ts, the master ref; docs/adr/0044). On globalThis because the cache
 * handler and the app's bundles each load their own copy of this module.
 */

const shared = /** @type {{ __shopLatestTagExpiry?: number }} */ (globalThis);

/** @param {number} at when a tag expired (ms since the epoch) */
export function noteTagExpiry(at) {
  if (at > (shared.__shopLatestTagExpiry ?? 0)) shared.__shopLatestTagExpiry = at;
}

/** When the latest tag expiry seen so far took effect (0: none yet). */
export function latestTagExpiry() {
  return shared.__shopLatestTagExpiry ?? 0;
}
