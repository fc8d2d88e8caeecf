import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  missingTools,
  startBalancer,
  startInstance,
  startRedis,
  type Instance,
  type Process,
} from '../../scripts/cluster';
import { backendsOrigin, expect, test } from './support';

/**
 * Publish → live (docs/adr/0025): an article saved under backends/content/ is a publish. The local
 * Prismic sees the new master ref without being asked, sends Prismic's api-update webhook to the
 * shop's /api/revalidate (backends/prismic/webhooks.ts), and the shop serves the new text within 5 s,
 * on one instance and on every instance of a cluster. Each test publishes three times and reports
 * the times, from the file being saved to the first answer that carries the new title.
 */
const liveWithinMs = 5000;
const publishes = 3;
const articleFile = 'backends/content/article_page/layering-fragrance/en-us.json';
const articlePath = '/articles/layering-fragrance';
const title = 'The art of layering fragrance';

const shopPort = Number(process.env.TEST_SHOP_PORT ?? 3100);
/** Ports of their own, clear of cluster.spec.ts (+5, +10, +11, +3090). */
const [portA, portB, balancerPort, redisPort] = [
  shopPort + 30,
  shopPort + 31,
  shopPort + 35,
  shopPort + 3095,
];

test.describe.configure({ mode: 'serial' });

const page = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();

/** Milliseconds from `since` until every page at `urls` carries `text` (polled back to back). */
async function liveAfter(urls: string[], text: string, since: number): Promise<number> {
  const times = await Promise.all(
    urls.map(async (url) => {
      while (Date.now() - since < liveWithinMs * 3) {
        if ((await page(url)).includes(text)) return Date.now() - since;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Infinity;
    }),
  );
  return Math.max(...times);
}

/**
 * Saves the article with a new title `publishes` times and measures each time to live on `urls`;
 * the file is put back whatever happens, and the test waits for that to be live too.
 */
async function publishAndTime(urls: string[], label: string): Promise<number[]> {
  const original = readFileSync(articleFile, 'utf8');
  expect(original).toContain(title);
  for (const url of urls) expect(await page(url)).toContain(title);
  const times: number[] = [];
  try {
    for (let run = 1; run <= publishes; run++) {
      const published = `Layering, ${label} publish ${run} (${Date.now()})`;
      const saved = Date.now();
      writeFileSync(articleFile, original.replace(title, published));
      times.push(await liveAfter(urls, published, saved));
    }
  } finally {
    writeFileSync(articleFile, original);
  }
  console.log(`[publish → live] ${label}: ${times.map((ms) => `${ms} ms`).join(', ')}`);
  test.info().annotations.push({ type: 'publish → live (ms)', description: `${label}: ${times.join(', ')}` });
  // The put-back is a publish too: leave the shop serving the original for the specs that follow.
  const restored = Date.now();
  expect(await liveAfter(urls, title, restored)).toBeLessThan(liveWithinMs);
  return times;
}

test('an article saved under backends/content is live on the shop within 5 s', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const times = await publishAndTime([`${baseURL}${articlePath}`], 'single instance');
  for (const ms of times) expect(ms).toBeLessThan(liveWithinMs);
  // The shop heard it from the local Prismic: one api-update per save (the put-back too), answered 200.
  const deliveries = async () => {
    const settings = (await (await fetch(`${backendsOrigin}/prismic/webhooks`)).json()) as {
      deliveries: { url: string; ok: boolean; documents: string[] }[];
    };
    return settings.deliveries.filter(
      ({ url, documents }) =>
        url === `${baseURL}/api/revalidate` && documents.includes('article-layering-fragrance-en-us'),
    );
  };
  await expect.poll(async () => (await deliveries()).length).toBeGreaterThanOrEqual(publishes + 1);
  expect((await deliveries()).every(({ ok }) => ok)).toBe(true);
});

test.describe('through a cluster', () => {
  let redis: Process;
  let a: Instance;
  let b: Instance;
  let balancer: Process;
  let webhook: string;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(180_000);
    expect(missingTools(), '.ci/run installs redis-server and haproxy').toEqual([]);
    redis = await startRedis(redisPort);
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: process.env.TEST_DIST_DIR ?? '.next-test',
      NEXT_PUBLIC_SITE_URL: baseURL!,
      LOCAL_BACKENDS_URL: backendsOrigin,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUSTED_PROXY_COUNT: '1',
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    };
    a = await startInstance(portA, env, { capture: true });
    b = await startInstance(portB, env, { capture: true });
    balancer = await startBalancer(balancerPort, [portA, portB]);
    // The test shop's backends know the test shop only; the cluster's webhook goes to its balancer,
    // as an operator adds one in Prismic's Settings > Webhooks.
    const added = await fetch(`${backendsOrigin}/prismic/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A webhook carries only the secret it is given (the shop's goes to the shop's own URL only).
      body: JSON.stringify({
        url: `http://localhost:${balancerPort}/api/revalidate`,
        secret: process.env.PRISMIC_WEBHOOK_SECRET ?? 'local-prismic-secret',
      }),
    });
    expect(added.status).toBe(201);
    webhook = ((await added.json()) as { id: string }).id;
  });

  test.afterAll(async () => {
    if (webhook) await fetch(`${backendsOrigin}/prismic/webhooks/${webhook}`, { method: 'DELETE' });
    await balancer?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  test('an article saved under backends/content is live on every instance within 5 s', async () => {
    test.setTimeout(120_000);
    // Each instance asked directly: the webhook reaches one of them through the balancer, the other
    // learns it from Redis.
    const times = await publishAndTime([`${a.url}${articlePath}`, `${b.url}${articlePath}`], 'cluster');
    for (const ms of times) expect(ms).toBeLessThan(liveWithinMs);
  });
});
