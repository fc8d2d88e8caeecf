// @ts-check
import { createClient } from 'redis';

/**
 * A shop process's Redis connections when `REDIS_URL` is set (docs/adr/0010-scale-out.md): the cache's,
 * and the limits' (`REDIS_LIMITS_URL`). On globalThis, as Next loads the cache handlers outside the
 * bundled app; plain JavaScript, for Node's own loader. Never the only copy of anything: commands fail
 * at once while down (a miss, or memory again), the client reconnects, and an outage is logged twice.
 */

const key = Symbol.for('maison.shared-store.redis');
const limitsKey = Symbol.for('maison.shared-store.redis-limits');
/** A command that has not answered within this is treated as failed: a slow cache is a miss. */
export const commandTimeoutMs = 500;

/** @typedef {ReturnType<typeof createClient>} RedisClient */

/** The shared client, or null when no REDIS_URL is set or while `next build` runs (builds are hermetic). */
export function sharedRedis() {
  return clientFor(key, 'REDIS_URL');
}

/**
 * The client of the rate-limit counters and the bot check's single-use marks. The cache Redis evicts
 * under memory pressure (`allkeys-lru`), and an evicted counter is a limit lifted: REDIS_LIMITS_URL
 * names a second Redis that evicts nothing (`noeviction`, docs/adr/0010). Unset, the cache's Redis.
 */
export function limitsRedis() {
  return process.env.REDIS_LIMITS_URL ? clientFor(limitsKey, 'REDIS_LIMITS_URL') : sharedRedis();
}

/**
 * @param {symbol} slot
 * @param {'REDIS_URL' | 'REDIS_LIMITS_URL'} variable
 */
function clientFor(slot, variable) {
  const url = process.env[variable];
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  const holder = /** @type {Record<symbol, RedisClient | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[slot] ??= connect(url, variable));
}

/**
 * @param {string} url
 * @param {string} variable
 */
function connect(url, variable) {
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
  const where = redactedUrl(url, variable);
  const serving =
    variable === 'REDIS_LIMITS_URL'
      ? 'rate limits and bot-check marks in memory'
      : 'cache misses, rate limits in memory unless REDIS_LIMITS_URL';
  client.on('error', (/** @type {Error} */ error) => {
    if (down) return;
    down = true;
    console.error(
      `Shared store: Redis at ${where} is unreachable (${error.message}); serving without it (${serving}) ` +
        'until it is back.',
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

/**
 * Runs a command unless the connection is down; null when it is, or when it fails or is too slow.
 * `store` picks the client: the cache's (default) or the limits' (limitsRedis).
 */
export async function attempt(
  /** @type {(client: RedisClient) => Promise<any>} */ command,
  /** @type {() => RedisClient | null} */ store = sharedRedis,
) {
  const client = store();
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

/**
 * @param {string} url
 * @param {string} variable
 */
function redactedUrl(url, variable) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return variable;
  }
}
