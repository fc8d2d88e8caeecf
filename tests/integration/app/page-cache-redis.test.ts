import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type Process } from '../../../scripts/cluster';

/**
 * docs/adr/0028: with REDIS_URL, the page cache keeps each page in Redis compressed, and reads it back
 * whole. The handler as Next loads it (Node's own loader, in a process of its own).
 */
const port = Number(process.env.TEST_REDIS_PORT ?? 6395) + 2;
let redis: Process;
beforeAll(async () => {
  redis = await startRedis(port);
});
afterAll(async () => {
  await redis.stop();
});

it('stores a page in Redis compressed and reads it back whole', () => {
  const script = `
    const { default: PageCache } = await import('./shared-store/page-cache.mjs');
    const { sharedRedis } = await import('./shared-store/redis.mjs');
    const client = sharedRedis();
    while (!client.isReady) await new Promise((resolve) => setTimeout(resolve, 20));
    const cache = new PageCache({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [],
      maxMemoryCacheSize: 0 });
    const html = Array.from({ length: 300 }, (_, i) => '<li><a href="/fr-fr/p-' + i + '">Robe ' + i + '</a></li>').join('');
    const value = { kind: 'APP_PAGE', html, rscData: Buffer.from('0:' + JSON.stringify(html)),
      headers: { 'x-next-cache-tags': 'product:robe' }, postponed: undefined, status: 200,
      segmentData: new Map([['/_tree', Buffer.from('{"tree":true}')]]) };
    await cache.set('/fr-fr/robe', value, { cacheControl: { revalidate: 3600, expire: 86400 }, tags: [] });
    const keys = await client.keys('maison:pages:*');
    const stored = await Promise.all(keys.filter((key) => key.includes('robe')).map((key) => client.strLen(key)));
    const read = await cache.get('/fr-fr/robe', { kind: 'APP_PAGE', isRoutePPREnabled: true, tags: [], softTags: [] });
    process.stdout.write(JSON.stringify({
      storedBytes: Math.max(0, ...stored),
      rawBytes: html.length + value.rscData.length,
      html: read?.value?.html === html,
      rsc: read?.value?.rscData?.toString() === value.rscData.toString(),
      segment: read?.value?.segmentData?.get('/_tree')?.toString(),
    }));
    process.exit(0);`;
  const env = { ...process.env, REDIS_URL: `redis://127.0.0.1:${port}` };
  const result = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }),
  );
  expect(result).toMatchObject({ html: true, rsc: true, segment: '{"tree":true}' });
  expect(result.storedBytes).toBeGreaterThan(0);
  expect(result.storedBytes, 'the page as Redis keeps it, against its HTML and RSC').toBeLessThan(
    result.rawBytes / 4,
  );
});
