import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendsOrigin, expect, test } from './support';

/**
 * The shop as a container runs it (issue 30): the standalone output copied to an empty folder and
 * started with `node server.js`, no front of ours in the way. Whatever protects the shop must hold
 * there too (docs/adr/0020). HOSTNAME=127.0.0.1 also checks that no rewrite is built from the host's
 * name (server/next-internals.ts). Port TEST_SHOP_PORT + 20.
 */
const distDir = '.next-test';
const port = Number(process.env.TEST_SHOP_PORT ?? 3100) + 20;
const origin = `http://127.0.0.1:${port}`;
let folder: string;
let server: ChildProcess;
let output = '';

function copyStandalone(): string {
  const target = mkdtempSync(join(tmpdir(), 'maison-standalone-'));
  cpSync(join(distDir, 'standalone'), target, { recursive: true });
  cpSync(join(distDir, 'static'), join(target, distDir, 'static'), { recursive: true });
  if (existsSync('public')) cpSync('public', join(target, 'public'), { recursive: true });
  return target;
}

function startServer(cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['server.js'], {
    cwd,
    // What a production host sets, and nothing of the test run's own environment.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk) => (output += String(chunk)));
  return child;
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  folder = copyStandalone();
  server = startServer(folder, {
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NEXT_PUBLIC_SITE_URL: baseURL!,
    LOCAL_BACKENDS_URL: backendsOrigin,
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/en-eu`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('listings, searches and pages answer 200 with HOSTNAME=127.0.0.1', async () => {
  for (const path of [
    '/en-eu/fashion/dresses',
    '/en-eu/fashion?sort=price-asc',
    '/fashion/dresses',
    '/en-eu/search?q=silk',
    '/en-eu/fashion/product/silk-wrap-dress',
  ]) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, `${path}\n${output.slice(-2000)}`).toBe(200);
  }
});

test('a rate limit holds whatever client address the client claims', async () => {
  // spec: 10 gift-card balance look-ups a minute per client address (server/rate-limit.ts).
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const claimed = `198.51.100.${i + 1}`;
    const response = await fetch(`${origin}/api/gift-card-balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': claimed,
        'x-shop-client-address': claimed,
        'x-real-ip': claimed,
      },
      body: JSON.stringify({ code: 'GIFT-0000-0000-0000' }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 10)).not.toContain(429);
  expect(statuses[10]).toBe(429);
});

test('a build started with another NEXT_PUBLIC_SITE_URL stops and names it', async () => {
  const other = startServer(folder, {
    PORT: String(port + 1),
    NEXT_PUBLIC_SITE_URL: 'https://shop.example',
    LOCAL_BACKENDS_URL: backendsOrigin,
  });
  let said = '';
  for (const stream of [other.stdout!, other.stderr!]) stream.on('data', (chunk) => (said += String(chunk)));
  // The first request makes sure the server has prepared (and checked) itself.
  void fetch(`http://127.0.0.1:${port + 1}/en-eu`).catch(() => undefined);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 30_000);
    other.once('exit', (exit) => {
      clearTimeout(timer);
      resolve(exit);
    });
  });
  other.kill();
  expect(code, said).toBe(1);
  expect(said).toContain('NEXT_PUBLIC_SITE_URL is https://shop.example');
});
