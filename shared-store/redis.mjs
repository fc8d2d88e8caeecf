// @ts-check
import { createClient } from 'redis';

/**
 * The one Redis connection of a shop process, when `REDIS_URL` is set (docs/adr/0010-scale-out.md).
 * Next loads the cache handlers of this folder itself, outside the app's bundle, while the rate limits
 * (server/rate-limit.ts) are bundled: the client lives on globalThis so both copies of this module
 * share it. Plain JavaScript, because Next imports the handlers with Node's own loader (and copies them
 * as they are into a standalone build).
 *
 * Redis is a cache here, never the only copy of anything: commands fail at once while the connection
 * is down (no offline queue), the callers treat that as a miss or fall back to memory, and the client
 * reconnects by itself. An outage is logged once when it starts and once when it ends.
 */

const key = Symbol.for('maison.shared-store.redis');
/** A command that has not answered within this is treated as failed: a slow cache is a miss. */
export const commandTimeoutMs = 500;

/** @typedef {ReturnType<typeof createClient>} RedisClient */

/** The shared client, or null when no REDIS_URL is set or while `next build` runs (builds are hermetic). */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  const holder = /** @type {Record<symbol, RedisClient | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[key] ??= connect(url));
}

/** @param {string} url */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // Back off to one try every 2 s, forever: Redis may come back at any time.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let down = false;
  const where = redactedUrl(url);
  client.on('error', (/** @type {Error} */ error) => {
    if (down) return;
    down = true;
    console.error(
      `Shared store: Redis at ${where} is unreachable (${error.message}); serving without it (cache misses, ` +
        'rate limits in memory) until it is back.',
    );
  });
  client.on('ready', () => {
    if (down) console.error(`Shared store: Redis at ${where} is back.`);
    down = false;
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  return client;
}

/** Runs a command unless the connection is down; null when it is, or when it fails or is too slow. */
export async function attempt(/** @type {(client: RedisClient) => Promise<any>} */ command) {
  const client = sharedRedis();
  if (!client?.isReady) return null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), commandTimeoutMs);
  });
  try {
    return await Promise.race([command(client).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** @param {string} url */
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
