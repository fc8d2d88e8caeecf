import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type Process } from '../../../scripts/cluster';

/**
 * docs/adr/0044: an instance that reads another's revalidation from Redis notes when it took effect,
 * so the provider clients it keeps drop what they read before it. Two handlers stand for two
 * instances (Node's own loader, in a process of its own).
 */
const port = Number(process.env.TEST_REDIS_PORT ?? 6395) + 5;
let redis: Process;
beforeAll(async () => {
  redis = await startRedis(port);
});
afterAll(async () => {
  await redis.stop();
});

it("a revalidation written by one instance is noted by the other at its next request's refresh", () => {
  const script = `
    const { redisUseCacheHandler } = await import('./shared-store/use-cache.mjs');
    const { latestTagExpiry } = await import('./shared-store/content-changes.mjs');
    const { sharedRedis } = await import('./shared-store/redis.mjs');
    const client = sharedRedis();
    while (!client.isReady) await new Promise((resolve) => setTimeout(resolve, 20));
    const [writer, reader] = [redisUseCacheHandler(), redisUseCacheHandler()];
    await reader.refreshTags();
    const before = latestTagExpiry();
    const publishedAt = Date.now();
    await writer.updateTags(['prismic:article_page'], { expire: 0 });
    const notedByTheWriterAlone = latestTagExpiry();
    await reader.refreshTags();
    process.stdout.write(JSON.stringify({ before, publishedAt, notedByTheWriterAlone, after: latestTagExpiry() }));
    process.exit(0);`;
  const env = { ...process.env, REDIS_URL: `redis://127.0.0.1:${port}` };
  const result = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }),
  );
  expect(result.before, 'nothing revalidated yet').toBe(0);
  expect(result.notedByTheWriterAlone, 'the write is seen through Redis, at a refresh').toBe(0);
  expect(result.after).toBeGreaterThanOrEqual(result.publishedAt - 1);
});
