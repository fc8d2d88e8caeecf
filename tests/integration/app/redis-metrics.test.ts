import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type Process } from '../../../scripts/cluster';

/**
 * docs/adr/0024: with REDIS_URL and METRICS_PORT, each Redis command is timed and counted by its name
 * under `service="redis"`, whoever sent it (here the shared client directly, as the rate limits and
 * the page cache do, and through `attempt`, as the `'use cache'` entries do).
 */
const port = Number(process.env.TEST_REDIS_PORT ?? 6395) + 1;
let redis: Process;
beforeAll(async () => {
  redis = await startRedis(port);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  // Metrics recorded, not served: nothing listens on this port.
  process.env.METRICS_PORT = '0';
});
afterAll(async () => {
  delete process.env.REDIS_URL;
  delete process.env.METRICS_PORT;
  await redis.stop();
});

it('times each Redis command by its name, and counts the failed ones', async () => {
  const { metrics } = await import('@/server/observability/metrics');
  const registry = metrics()!.registry;
  const { attempt, sharedRedis } = await import('@/shared-store/redis.mjs');
  const client = sharedRedis()!;
  await expect.poll(() => client.isReady, { timeout: 5000 }).toBe(true);

  await client.set('maison:test:metrics', '1');
  expect(await attempt((shared) => shared.get('maison:test:metrics'))).toBe('1');
  expect(await attempt((shared) => shared.hGetAll('maison:test:metrics'))).toBeNull();

  const text = await registry.metrics();
  const count = (operation: string, outcome: string) =>
    Number(
      new RegExp(
        `^shop_upstream_duration_seconds_count\\{service="redis",operation="${operation}",outcome="${outcome}"\\} (\\d+)$`,
        'm',
      ).exec(text)?.[1] ?? 0,
    );
  expect({ set: count('SET', 'ok'), get: count('GET', 'ok'), hgetall: count('HGETALL', 'error') }).toEqual({
    set: 1,
    get: 1,
    hgetall: 1,
  });
  expect(text).toMatch(/^shop_upstream_errors_total\{service="redis",operation="HGETALL",kind="error"\} 1$/m);
});
