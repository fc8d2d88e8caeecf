import { attempt, limitsRedis, sharedRedis } from '../shared-store/redis.mjs';

/**
 * `GET /api/health` is public, so it says only "ok": which dependency is down would tell anyone when
 * the shop's limits and caches are weak. The details go to the operator alone (`GET /health` on
 * METRICS_PORT). Probed at most every `maxAgeMs`, one probe in flight. `?ready` is the balancer's
 * readiness check: a 503 when this instance cannot reach a provider, so traffic goes to one that can
 * (docs/adr/0024-operations-telemetry.md).
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

/** The public answer both the app's route and the front send: a status code and one word. */
export function healthAnswer(
  dependencies: Dependencies,
  readiness: boolean,
): { status: number; body: string } {
  if (readiness && !isReady(dependencies))
    return { status: 503, body: JSON.stringify({ status: 'unavailable' }) };
  return { status: 200, body: JSON.stringify({ status: 'ok' }) };
}

/** The operator's answer (METRICS_PORT `/health`): each dependency, and the front's queue when it runs. */
export function healthDetails(dependencies: Dependencies, extra: Record<string, number> = {}): string {
  const ready = isReady(dependencies);
  return JSON.stringify({ status: ready ? 'ok' : 'degraded', ready, ...extra, ...dependencies });
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
  // Both stores when REDIS_LIMITS_URL names a second one: either out of reach is Redis down.
  const redis = async (): Promise<Dependencies['redis']> => {
    if (!sharedRedis() && !limitsRedis()) return 'off';
    const stores = sharedRedis() === limitsRedis() ? [sharedRedis] : [sharedRedis, limitsRedis];
    const answers = await Promise.all(
      stores.map((store) => (store() ? attempt((client) => client.ping(), store) : 'off')),
    );
    return answers.every(Boolean) ? 'ok' : 'down';
  };
  const [redisState, storefront, prismic] = await Promise.all([
    redis(),
    reachable(targets.storefront),
    reachable(targets.prismic),
  ]);
  return { redis: redisState, storefront, prismic };
}
