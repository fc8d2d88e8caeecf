import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { copyStandalone } from '../../scripts/standalone';
import { backendsOrigin, expect, test } from './support';

/**
 * The `standalone` project (playwright.config.ts): the build run as a container runs it, copied to an
 * empty folder, `node server.js`, HOSTNAME=127.0.0.1, no front of ours (scripts/test-server.ts). The
 * project runs hardening.spec.ts there too; these are what only such a host shows.
 */
test('listings, searches and pages answer 200 with HOSTNAME=127.0.0.1', async ({ request }) => {
  for (const path of [
    '/en-eu/fashion/dresses',
    '/en-eu/fashion?sort=price-asc',
    '/fashion/dresses',
    '/en-eu/search?q=silk',
    '/en-eu/fashion/product/silk-wrap-dress',
  ])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
});

test('pages and scripts come compressed to a client that takes it, with nothing in front', async ({
  request,
}) => {
  const page = await request.get('/en-eu/fashion/product/silk-wrap-dress', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(page.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
  const html = await page.text();
  expect(html).toContain('</html>');
  const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const answer = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
});

test('GET /api/health answers for a balancer or an orchestrator', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
  // Public: "ok" and nothing about the dependencies (their state is on METRICS_PORT only).
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('a rate limit holds whatever client address the client claims', async ({ request }) => {
  // The server trusts one hop (TRUSTED_PROXY_COUNT=1): the last X-Forwarded-For entry is the one its
  // balancer appended, here always 203.0.113.77; whatever the client wrote before it, or in headers of
  // its own, is not its address. spec: 10 gift-card balance look-ups a minute per client address.
  const real = `203.0.113.${77 + Math.floor(Math.random() * 100)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const claimed = `198.51.100.${i + 1}`;
    const response = await request.post('/api/gift-card-balance', {
      headers: {
        'x-forwarded-for': `${claimed}, ${real}`,
        'x-shop-client-address': claimed,
        'x-real-ip': claimed,
      },
      data: { code: 'GIFT-0000-0000-0000' },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10)).not.toContain(429);
  expect(statuses[10]).toBe(429);
});

test('a build started with another NEXT_PUBLIC_SITE_URL stops and names it', async ({ baseURL }) => {
  const folder = copyStandalone(process.env.TEST_DIST_DIR ?? '.next-test');
  const port = Number(new URL(baseURL!).port) + 1;
  const server = spawn(process.execPath, ['server.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      NEXT_PUBLIC_SITE_URL: 'https://shop.example',
      LOCAL_BACKENDS_URL: backendsOrigin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (said += String(chunk)));
  try {
    // A first request, in case the server checks itself only when it first answers.
    void fetch(`http://localhost:${port}/en-eu`).catch(() => undefined);
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 30_000);
      server.once('exit', (exit) => {
        clearTimeout(timer);
        resolve(exit);
      });
    });
    expect(code, said).toBe(1);
    expect(said).toContain('NEXT_PUBLIC_SITE_URL is https://shop.example');
  } finally {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
