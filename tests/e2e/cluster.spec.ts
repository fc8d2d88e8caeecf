import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  missingTools,
  startBalancer,
  startInstance,
  startRedis,
  type Instance,
  type Process,
} from '../../scripts/cluster';
import type { Challenge } from 'altcha-lib/types';
import { solveAltcha } from '../support/altcha';
import { adminQuery, backendsOrigin, expect, prismicMasterRef, test } from './support';

/**
 * Scale-out (docs/adr/0010-scale-out.md): two instances of the test shop's build (TEST_DIST_DIR,
 * built once by the suite) sharing one Redis, behind HAProxy. What one instance learns (a Prismic
 * publish, a product change, a client's rate limit) holds on the other; Redis going away costs cache
 * misses, never an error, and it is used again once back. Ports follow TEST_SHOP_PORT (3100: instances
 * 3110 and 3111, balancer 3105, Redis 6190).
 */
const shopPort = Number(process.env.TEST_SHOP_PORT ?? 3100);
const [portA, portB, balancerPort, redisPort] = [shopPort + 10, shopPort + 11, shopPort + 5, shopPort + 3090];
/** The bound the cluster is held to: a change made through one instance is served by the other within 5 s. */
const propagationMs = 5000;

let redis: Process;
let a: Instance;
let b: Instance;
let balancer: Process;

test.describe.configure({ mode: 'serial' });

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
  b = await startInstance(portB, env, { capture: true, restart: true });
  balancer = await startBalancer(balancerPort, [portA, portB]);
});

test.afterAll(async () => {
  await balancer?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

const text = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();

test('a Prismic publish posted to instance A is served by instance B within 5 s', async () => {
  const file = 'backends/content/faq_page_item/delivery-times/en-us.json';
  const original = readFileSync(file, 'utf8');
  const edited = original.replace('How long does delivery take?', 'How long does delivery take, A and B?');
  expect(edited).not.toBe(original);
  const heading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await text(`${b.url}/faq/delivery-times`))?.[1];
  expect(await heading()).toBe('How long does delivery take?');
  try {
    const before = await prismicMasterRef();
    writeFileSync(file, edited);
    await expect.poll(prismicMasterRef).not.toBe(before);
    // B still serves its cached page: only the webhook tells the shop.
    expect(await heading()).toBe('How long does delivery take?');
    const webhook = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'local-prismic-secret', type: 'api-update' }),
    });
    expect(webhook.status).toBe(200);
    await expect.poll(heading, { timeout: propagationMs }).toBe('How long does delivery take, A and B?');
  } finally {
    writeFileSync(file, original);
    await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'local-prismic-secret' }),
    });
  }
});

test('a Shopify product webhook posted to instance A is served by instance B within 5 s', async () => {
  const handle = 'silk-wrap-dress';
  const { product } = await storefrontProduct(handle);
  const subtitle = async () =>
    /_subtitle">([^<]*)</.exec(await text(`${b.url}/en-eu/fashion/product/${handle}`))?.[1];
  expect(await subtitle()).toBe(product.subtitle.value);
  try {
    await setSubtitle(product.id, 'Silk crêpe de Chine, changed on A');
    expect(await subtitle()).toBe(product.subtitle.value);
    expect((await productWebhook(a.url, handle)).status).toBe(200);
    await expect.poll(subtitle, { timeout: propagationMs }).toBe('Silk crêpe de Chine, changed on A');
  } finally {
    await setSubtitle(product.id, product.subtitle.value);
    await productWebhook(a.url, handle);
  }
});

test('a rate limit reached through instance A is enforced by instance B', async () => {
  // spec: 10 gift-card balance look-ups a minute per client address (server/rate-limit.ts).
  const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 10; i++) expect(await lookUpGiftCard(a, client)).not.toBe(429);
  expect(await lookUpGiftCard(b, client)).toBe(429);
});

test('bot-checked forms through the balancer: a challenge from one instance is accepted by the other', async () => {
  test.setTimeout(120_000);
  // Round robin sends each challenge and its answer to different instances: none was accepted while
  // each instance signed with its own key.
  const balancer = `http://localhost:${balancerPort}`;
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) {
    const challenge = await fetch(`${balancer}/api/bot-check/challenge?action=newsletter`);
    expect(challenge.status).toBe(200);
    const token = await solveAltcha((await challenge.json()) as Challenge);
    const signUp = await fetch(`${balancer}/api/customers/newsletter/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `cluster-${i}-${Date.now()}@example.com`,
        gdpr: true,
        locale: 'fr-fr',
        token,
      }),
    });
    answers.push(signUp.status);
  }
  expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
});

test('the balancer serves the shop; with Redis killed mid-run no request gets a 5xx, limits count in memory, and Redis is used again once back', async () => {
  test.setTimeout(120_000);
  const paths = [
    '/en-eu',
    '/en-eu/fashion/product/silk-wrap-dress',
    '/en-eu/fashion/dresses',
    '/faq/delivery-times',
  ];
  // The status of every answer, by what Redis was doing when it came.
  const statuses: Record<'before' | 'down' | 'after', number[]> = { before: [], down: [], after: [] };
  let phase: keyof typeof statuses = 'before';
  let running = true;
  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) {
      const response = await fetch(`http://localhost:${balancerPort}${paths[i % paths.length]}`, {
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      statuses[phase].push(response.status);
    }
  };
  const visitors = [0, 1, 2].map(visitor);
  // Readiness is a 503 while the instance cannot reach Redis (the public answer names no dependency).
  const health = async (instance: Instance) =>
    (await fetch(`${instance.url}/api/health?ready`)).status === 503 ? 'down' : 'ok';
  const served = (count: number) => async () => statuses[phase].length >= count;

  await expect.poll(served(3), { timeout: 30_000 }).toBe(true);
  const logged = [a.output.length, b.output.length];
  await redis.stop();
  phase = 'down';
  await expect.poll(() => health(a), { timeout: 10_000 }).toBe('down');
  await expect.poll(served(3), { timeout: 30_000 }).toBe(true);
  // Meanwhile each instance counts rate limits in memory: A refuses its 11th look-up, B its own.
  const alone = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 10; i++) expect(await lookUpGiftCard(a, alone)).not.toBe(429);
  expect(await lookUpGiftCard(a, alone)).toBe(429);
  expect(await lookUpGiftCard(b, alone)).not.toBe(429);
  redis = await startRedis(redisPort);
  await expect.poll(() => health(a), { timeout: 10_000 }).toBe('ok');
  await expect.poll(() => health(b), { timeout: 10_000 }).toBe('ok');
  phase = 'after';
  await expect.poll(served(3), { timeout: 30_000 }).toBe(true);
  running = false;
  await Promise.all(visitors);

  const errors = Object.values(statuses)
    .flat()
    .filter((status) => status >= 500);
  expect(errors, JSON.stringify(statuses)).toEqual([]);
  // Each instance said once that Redis went away, and once that it came back.
  for (const [index, instance] of [a, b].entries()) {
    const log = instance.output.slice(logged[index]).join('');
    expect(log.match(/Redis at \S+ is unreachable/g)).toHaveLength(1);
    expect(log.match(/Redis at \S+ is back/g)).toHaveLength(1);
  }
  // Back in use: a limit counted through A holds on B again.
  const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 10; i++) await lookUpGiftCard(a, client);
  expect(await lookUpGiftCard(b, client)).toBe(429);
});

test('an instance killed under load costs no reader an error: the balancer retries on the other, and the instance is started again', async () => {
  test.setTimeout(120_000);
  const paths = [
    '/en-eu',
    '/en-eu/fashion/product/silk-wrap-dress',
    '/en-eu/fashion/dresses',
    '/faq/delivery-times',
  ];
  const statuses: number[] = [];
  let running = true;
  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) {
      const response = await fetch(`http://localhost:${balancerPort}${paths[i % paths.length]}`, {
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  const visitors = [0, 1, 2, 3].map(visitor);
  const served = (count: number) => async () => statuses.length >= count;
  await expect.poll(served(8), { timeout: 30_000 }).toBe(true);

  const killed = b.current();
  killed.kill('SIGKILL');
  // A new process answers on B's port: started again by its supervisor (scripts/supervised-server.ts).
  const ready = async () =>
    b.current() !== killed &&
    (await fetch(`${b.url}/api/health?ready`)
      .then((response) => response.status)
      .catch(() => 0)) === 200;
  await expect.poll(ready, { timeout: 90_000 }).toBe(true);
  const afterRestart = statuses.length;
  await expect.poll(served(afterRestart + 8), { timeout: 30_000 }).toBe(true);
  running = false;
  await Promise.all(visitors);
  expect(
    statuses.filter((status) => status >= 500),
    `${statuses.length} answers`,
  ).toEqual([]);
});

test("with no instance able to answer, the balancer answers the shop's busy page, not its own", async () => {
  const port = balancerPort + 1;
  // An instance port where nothing listens: refused at connection, retried, then the balancer's answer.
  const empty = await startBalancer(port, [balancerPort + 2]);
  try {
    const response = await fetch(`http://localhost:${port}/fr-fr`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const page = await response.text();
    for (const title of ['Nous sommes très sollicités', 'We are very busy', 'ただいま大変混み合っています'])
      expect(page).toContain(title);
  } finally {
    await empty.stop();
  }
});

function lookUpGiftCard(instance: Instance, client: string): Promise<number> {
  return fetch(`${instance.url}/api/gift-card-balance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ code: 'GIFT-0000-0000-0000' }),
  }).then((response) => response.status);
}

async function storefrontProduct(handle: string) {
  const response = await fetch(`${backendsOrigin}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'local-storefront-token',
    },
    body: JSON.stringify({
      query:
        'query ($handle: String!) { product(handle: $handle) { id subtitle: metafield(namespace: "custom", key: "subtitle") { value } } }',
      variables: { handle },
    }),
  });
  return ((await response.json()) as { data: { product: { id: string; subtitle: { value: string } } } }).data;
}

async function setSubtitle(ownerId: string, value: string) {
  const { metafieldsSet } = await adminQuery<{ metafieldsSet: { userErrors: unknown[] } }>(
    'mutation ($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { field message } } }',
    { m: [{ ownerId, namespace: 'custom', key: 'subtitle', type: 'single_line_text_field', value }] },
  );
  expect(metafieldsSet.userErrors).toEqual([]);
}

/** Shopify's products/update webhook, signed as Shopify signs it (server/webhooks/shopify.ts). */
function productWebhook(origin: string, handle: string) {
  const body = JSON.stringify({ handle });
  return fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'products/update',
      'x-shopify-hmac-sha256': createHmac('sha256', 'local-shopify-webhook-secret')
        .update(body)
        .digest('base64'),
    },
    body,
  });
}
