import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type Process } from '../../../scripts/cluster';
import { solveAltcha } from '../../support/altcha';

/**
 * With several instances (REDIS_URL, docs/adr/0010) a bot-check payload is good once across all of
 * them: the first use is recorded in Redis, so another process (here: this one after forgetting what
 * it remembered itself) refuses a replay.
 */
const port = Number(process.env.TEST_REDIS_PORT ?? 6395);
let redis: Process;
beforeAll(async () => {
  redis = await startRedis(port);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
});
afterAll(async () => {
  delete process.env.REDIS_URL;
  await redis.stop();
});

it('refuses a payload replayed on another instance', async () => {
  const { altchaChallenge, verifyAltcha } = await import('@/server/bot-check/altcha');
  const key = 'test-hmac-key';
  const token = await solveAltcha(await altchaChallenge('log_in', key, 1000));
  const { sharedRedis } = await import('@/shared-store/redis.mjs');
  // Wait for the shared connection, as an instance that has served a while has it.
  const client = sharedRedis()!;
  await expect.poll(() => client.isReady, { timeout: 5000 }).toBe(true);

  expect(await verifyAltcha(token, 'log_in', key)).toBe(true);
  (globalThis as { __shopAltchaUsed?: Map<string, number> }).__shopAltchaUsed?.clear();
  expect(await verifyAltcha(token, 'log_in', key)).toBe(false);
});
