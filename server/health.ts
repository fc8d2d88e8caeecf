import { attempt, sharedRedis } from '../shared-store/redis.mjs';

/**
 * What `GET /api/health` reports (app/api/health; the front answers it itself with its queue,
 * front/serve.ts): whether this instance reaches the shared store (Redis, when REDIS_URL is set) and
 * the Storefront API. Probed at most every `maxAgeMs`, however often the balancer asks, with one probe
 * in flight at a time.
 */
export interface Dependencies {
  redis: 'ok' | 'down' | 'off';
  storefront: 'ok' | 'down';
}

const maxAgeMs = 2000;
const probeTimeoutMs = 1000;

export function dependencyProbe(storefrontOrigin: string): () => Promise<Dependencies> {
  let last: { at: number; value: Dependencies } | null = null;
  let probing: Promise<Dependencies> | null = null;
  return () => {
    if (last && performance.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    probing ??= probe(storefrontOrigin)
      .then((value) => {
        last = { at: performance.now(), value };
        return value;
      })
      .finally(() => (probing = null));
    return probing;
  };
}

async function probe(storefrontOrigin: string): Promise<Dependencies> {
  const redis = async (): Promise<Dependencies['redis']> => {
    if (!sharedRedis()) return 'off';
    return (await attempt((client) => client.ping())) ? 'ok' : 'down';
  };
  // Any HTTP answer means the service is reachable; only no answer in time is "down".
  const storefront = (): Promise<Dependencies['storefront']> =>
    fetch(storefrontOrigin, { method: 'HEAD', signal: AbortSignal.timeout(probeTimeoutMs) }).then(
      () => 'ok',
      () => 'down',
    );
  const [redisState, storefrontState] = await Promise.all([redis(), storefront()]);
  return { redis: redisState, storefront: storefrontState };
}
