import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { request as requests, type APIRequestContext } from '@playwright/test';
import { deploy, type Deployment } from '../../deploy/recipe';
import { startStandalone } from '../../scripts/standalone';
import { backendsOrigin, botCheckToken, expect, test } from './support';

/**
 * The production recipe (deploy/recipe.ts, what the Dockerfile's runtime stage and entrypoint do) run
 * as an operator would: two instances of the test shop's standalone build, each
 * copied to an empty folder and started with `node server.js`, NODE_ENV=production and HOSTNAME set to
 * the machine's name as a container runtime does, sharing Redis, behind HAProxy with no front of ours.
 * Ports follow TEST_SHOP_PORT (3100: balancer 3190, instances 3191 and 3192, the front's 3193, Redis 6191).
 */
const shopPort = Number(process.env.TEST_SHOP_PORT ?? 3100);
const [balancerPort, portA, portB, frontPort, redisPort] = [
  shopPort + 90,
  shopPort + 91,
  shopPort + 92,
  shopPort + 93,
  shopPort + 3091,
];

/** The public /api/health: "ok" alone; which dependency is down is told on METRICS_PORT (server/health.ts). */
const healthy = { status: 'ok' };

let deployment: Deployment;
let balancer: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  deployment = await deploy({
    distDir: process.env.TEST_DIST_DIR ?? '.next-test',
    port: balancerPort,
    instancePorts: [portA, portB],
    redisPort,
    env: {
      // The origin the build was made for (the test shop's); one bot-check key for every instance.
      NEXT_PUBLIC_SITE_URL: baseURL!,
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      LOCAL_BACKENDS_URL: backendsOrigin,
    },
  });
  balancer = await requests.newContext({ baseURL: deployment.url });
});

test.afterAll(async () => {
  await balancer?.dispose();
  await deployment?.stop();
});

test('each instance runs from its own folder with the environment a container gets', async () => {
  expect(hostname()).not.toBe('localhost');
  for (const instance of deployment.instances) {
    expect(instance.url).toBe(`http://${hostname()}:${new URL(instance.url).port}`);
    // Ready: this instance reaches Redis, the Storefront and Prismic.
    const health = await fetch(`${instance.url}/api/health?ready`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(healthy);
  }
});

test('through HAProxy: a product page, a listing and /api/health answer, compressed by Next', async () => {
  for (const path of ['/en-eu/fashion/product/silk-wrap-dress', '/en-eu/fashion/dresses', '/fr-fr']) {
    // Twice, so each instance answers it once (round robin).
    for (let i = 0; i < 2; i++) {
      const page = await balancer.get(path, {
        headers: { 'accept-encoding': 'gzip, br' },
        maxRedirects: 0,
      });
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-encoding'], path).toBe('gzip');
      expect(await page.text(), path).toContain('</html>');
    }
  }
  const health = await balancer.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual(healthy);
});

test('a bot-checked newsletter sign-up through HAProxy: challenged by one instance, taken by the other', async () => {
  test.setTimeout(120_000);
  const answers: number[] = [];
  // Round robin sends each challenge and its answer to different instances; one key signs for all.
  for (let i = 0; i < 2; i++) {
    const token = await botCheckToken(balancer, 'newsletter');
    const signUp = await balancer.post('/api/customers/newsletter/', {
      data: { email: `deploy-${i}-${Date.now()}@example.com`, gdpr: true, locale: 'fr-fr', token },
    });
    answers.push(signUp.status());
  }
  expect(answers).toEqual([200, 200]);
});

test('the artefact carries the front: `node front.mjs` from an empty folder serves the shop in brotli', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const withFront = await startStandalone(
    process.env.TEST_DIST_DIR ?? '.next-test',
    {
      NEXT_PUBLIC_SITE_URL: baseURL!,
      LOCAL_BACKENDS_URL: backendsOrigin,
      HOSTNAME: hostname(),
      PORT: String(frontPort),
    },
    'front.mjs',
  );
  try {
    const page = await fetch(`${withFront.url}/en-eu/fashion/dresses`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    expect(html).toContain('</html>');
    // The build's static files, from the front's memory (precompressed at build time).
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${withFront.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    // The front answers the balancer's check itself; its queue is told on METRICS_PORT only.
    const health = await fetch(`${withFront.url}/api/health?ready`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(healthy);
  } finally {
    await withFront.stop();
  }
});
