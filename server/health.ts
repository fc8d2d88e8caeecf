import { attempt, sharedRedis } from '../shared-store/redis.mjs';

/**
 * What `GET /api/health` reports (app/api/health; the front answers it itself with its queue,
 * front/serve.ts): whether this instance reaches the shared store (Redis, when REDIS_URL is set), the
 * Storefront API and the Prismic API. Probed at most every `maxAgeMs`, however often the balancer
 * asks, with one probe in flight at a time.
 *
 * `GET /api/health?ready` is the balancer's readiness check (cluster/haproxy.cfg): a 503 when this
 * instance cannot reach one of them, so the balancer sends its traffic to an instance that can. When
 * none can (the provider itself is down), the balancer falls back to every instance, which serve what
 * their caches hold (docs/adr/0024-operations-telemetry.md).
 */
export interface Dependencies {
  redis: 'ok' | 'down' | 'off';
  storefront: 'ok' | 'down';
  prismic: 'ok' | 'down';
}

export interface ProbeTargets {
  storefront: string;
  prismic: string;
}

const maxAgeMs = 2000;
const probeTimeoutMs = 1000;

function isReady({ redis, storefront, prismic }: Dependencies): boolean {
  return redis !== 'down' && storefront === 'ok' && prismic === 'ok';
}

/** Whether a health request asks for readiness (`?ready`, any value). */
export function asksReadiness(url: string): boolean {
  const query = url.split('?', 2)[1];
  return query !== undefined && new URLSearchParams(query).has('ready');
}

/** The health answer both the app's route and the front send. */
export function healthAnswer(
  dependencies: Dependencies,
  readiness: boolean,
  extra: Record<string, number> = {},
): { status: number; body: string } {
  const ready = isReady(dependencies);
  const body = JSON.stringify({ status: ready ? 'ok' : 'degraded', ready, ...extra, ...dependencies });
  return { status: readiness && !ready ? 503 : 200, body };
}

export function dependencyProbe(targets: ProbeTargets): () => Promise<Dependencies> {
  let last: { at: number; value: Dependencies } | null = null;
  let probing: Promise<Dependencies> | null = null;
  return () => {
    if (last && performance.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    probing ??= probe(targets)
      .then((value) => {
        last = { at: performance.now(), value };
        return value;
      })
      .finally(() => (probing = null));
    return probing;
  };
}

/** Any HTTP answer means the service is reachable; only no answer in time is "down". */
function reachable(url: string): Promise<'ok' | 'down'> {
  return fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(probeTimeoutMs) }).then(
    () => 'ok',
    () => 'down',
  );
}

async function probe(targets: ProbeTargets): Promise<Dependencies> {
  const redis = async (): Promise<Dependencies['redis']> => {
    if (!sharedRedis()) return 'off';
    return (await attempt((client) => client.ping())) ? 'ok' : 'down';
  };
  const [redisState, storefront, prismic] = await Promise.all([
    redis(),
    reachable(targets.storefront),
    reachable(targets.prismic),
  ]);
  return { redis: redisState, storefront, prismic };
}
