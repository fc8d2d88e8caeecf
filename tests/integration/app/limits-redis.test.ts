import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type Process } from '../../../scripts/cluster';

/**
 * The cache's Redis evicts under memory pressure (allkeys-lru); a rate-limit counter evicted there is a
 * limit lifted. With REDIS_LIMITS_URL the counters (and the bot check's single-use marks) live in a
 * second Redis that evicts nothing (shared-store/redis.mjs limitsRedis): here the cache Redis is filled
 * past its maxmemory and an exhausted counter still refuses.
 */
const base = Number(process.env.TEST_REDIS_PORT ?? 6395);
const [cachePort, limitsPort] = [base + 3, base + 4];
let cache: Process;
let limits: Process;
beforeAll(async () => {
  [cache, limits] = await Promise.all([
    startRedis(cachePort, { maxmemory: '2mb' }),
    startRedis(limitsPort, { role: 'limits' }),
  ]);
  process.env.REDIS_URL = `redis://127.0.0.1:${cachePort}`;
  process.env.REDIS_LIMITS_URL = `redis://127.0.0.1:${limitsPort}`;
});
afterAll(async () => {
  const { limitsRedis, sharedRedis } = await import('@/shared-store/redis.mjs');
  await Promise.all([sharedRedis()?.quit(), limitsRedis()?.quit()]);
  delete process.env.REDIS_URL;
  delete process.env.REDIS_LIMITS_URL;
  await Promise.all([cache.stop(), limits.stop()]);
});

it('keeps an exhausted counter in the limits Redis while the cache Redis evicts at its maxmemory', async () => {
  const { limitsRedis, sharedRedis } = await import('@/shared-store/redis.mjs');
  const { rateLimitedKey, rateLimits } = await import('@/server/rate-limit');
  const cacheClient = sharedRedis()!;
  const limitsClient = limitsRedis()!;
  expect(limitsClient).not.toBe(cacheClient);
  await expect.poll(() => cacheClient.isReady && limitsClient.isReady, { timeout: 5000 }).toBe(true);

  const key = `limits-redis-${Date.now()}`;
  for (let i = 0; i < rateLimits.contact.points; i++) expect(await rateLimitedKey('contact', key)).toBeNull();
  expect(await rateLimitedKey('contact', key)).not.toBeNull();
  expect(await limitsClient.exists(`maison:rate-limit:contact:${key}`)).toBe(1);
  expect(await cacheClient.exists(`maison:rate-limit:contact:${key}`)).toBe(0);

  // Pages fill the cache: ten times its maxmemory, in 16 KB entries.
  const page = 'x'.repeat(16 * 1024);
  for (let batch = 0; batch < 13; batch++)
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => cacheClient.set(`maison:pages:fill-${batch}-${i}`, page)),
    );
  const evicted = Number(/evicted_keys:(\d+)/.exec(await cacheClient.info('stats'))?.[1]);
  expect(evicted).toBeGreaterThan(0);

  expect(await limitsClient.exists(`maison:rate-limit:contact:${key}`)).toBe(1);
  expect(await rateLimitedKey('contact', key)).not.toBeNull();
  expect(/maxmemory_policy:(\S+)/.exec(await limitsClient.info('memory'))?.[1]).toBe('noeviction');
});

it("records a bot-check payload's single use in the limits Redis", async () => {
  const { altchaChallenge, verifyAltcha } = await import('@/server/bot-check/altcha');
  const { limitsRedis, sharedRedis } = await import('@/shared-store/redis.mjs');
  const { solveAltcha } = await import('../../support/altcha');
  const key = 'test-hmac-key';
  const token = await solveAltcha(await altchaChallenge('log_in', key, 1000));
  expect(await verifyAltcha(token, 'log_in', key)).toBe(true);
  expect(await limitsRedis()!.keys('maison:altcha-used:*')).toHaveLength(1);
  expect(await sharedRedis()!.keys('maison:altcha-used:*')).toHaveLength(0);
});
