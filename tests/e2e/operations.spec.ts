import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startInstance, type Instance } from '../../scripts/cluster';
import { onceExit } from '../../scripts/shop-server';
import { copyStandalone, startStandalone, type StandaloneServer } from '../../scripts/standalone';
import { backendsOrigin, expect, setKnobs, test } from './support';

/**
 * What an operator sees of a running shop (docs/adr/0024). The test shop's build, started twice with
 * metrics and tracing on: through the shop's front (`npm start`'s way) and as the standalone server
 * with no front; both send their spans to a small OTLP/HTTP receiver this file runs. Ports follow
 * TEST_SHOP_PORT (3100: front 3160 and its metrics 3161, standalone 3162 and its metrics 3163).
 */
const shopPort = Number(process.env.TEST_SHOP_PORT ?? 3100);
const frontPort = shopPort + 60;
const frontMetricsPort = shopPort + 61;
const standalonePort = shopPort + 62;
const standaloneMetricsPort = shopPort + 63;
const distDir = process.env.TEST_DIST_DIR ?? '.next-test';
const productTemplate = '/[locale]/fashion/product/[uid]';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  traceId?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  cache?: string;
}

let receiver: Server;
const spans: OtlpSpan[] = [];
let front: Instance;
let standalone: StandaloneServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  // The OTLP/HTTP receiver: the exporter posts JSON (ExportTraceServiceRequest) to /v1/traces.
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += String(chunk)));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const otlp = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const common = {
    NEXT_PUBLIC_SITE_URL: baseURL!,
    LOCAL_BACKENDS_URL: backendsOrigin,
    TRUSTED_PROXY_COUNT: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
    // Every request, so that the one product page read here is traced (one in ten by default).
    OTEL_TRACES_SAMPLER_ARG: '1',
    OTEL_BSP_SCHEDULE_DELAY: '200',
    LOG_LEVEL: 'info',
  };
  front = await startInstance(
    frontPort,
    {
      ...process.env,
      ...common,
      NEXT_DIST_DIR: distDir,
      METRICS_PORT: String(frontMetricsPort),
      LOG_FILE: '',
    },
    { capture: true },
  );
  standalone = await startStandalone(distDir, {
    ...common,
    PORT: String(standalonePort),
    HOSTNAME: '127.0.0.1',
    METRICS_PORT: String(standaloneMetricsPort),
  });
});

test.afterAll(async () => {
  await front?.stop();
  await standalone?.stop();
  receiver?.close();
});

const servers = () => [
  { name: 'front', url: front.url, output: front.output, metrics: frontMetricsPort },
  { name: 'standalone', url: standalone.url, output: standalone.output, metrics: standaloneMetricsPort },
];

/** The JSON lines a server printed (Next's and the app's console output included). */
function logLines(output: string[]): LogLine[] {
  return output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

async function answerLine(output: string[], requestId: string): Promise<LogLine> {
  let line: LogLine | undefined;
  await expect
    .poll(() => (line = logLines(output).find((l) => l.reqId === requestId && l.msg === 'answer')), {
      timeout: 10_000,
    })
    .toBeDefined();
  return line!;
}

async function scrape(metricsPort: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
}

/** A metric from a Prometheus text scrape: the sum of its samples with these labels, 0 when none. */
function sampleIn(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return text
    .split('\n')
    .filter(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        wanted.every((label) => row.includes(label)),
    )
    .reduce((sum, row) => sum + Number(row.slice(row.lastIndexOf(' ') + 1)), 0);
}

test('each answer has a request id, echoed, and one JSON log line with its route template, status, duration and cache outcome', async () => {
  for (const server of servers()) {
    const id = `ops-${server.name}-${Date.now()}`;
    const answer = await fetch(
      `${server.url}/en-eu/fashion/product/silk-wrap-dress?utm_source=x@example.com`,
      {
        headers: { 'x-request-id': id },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id'), server.name).toBe(id);
    const line = await answerLine(server.output, id);
    expect(line, server.name).toMatchObject({ level: 'info', route: productTemplate, status: 200 });
    expect(line.durationMs).toBeGreaterThan(0);
    expect(typeof line.cache === 'string' || line.cache === undefined).toBe(true);

    // An id that is not a short token is replaced, never echoed or logged.
    const unsafe = await fetch(`${server.url}/en-eu`, {
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    const replaced = unsafe.headers.get('x-request-id')!;
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    await answerLine(server.output, replaced);
    expect(server.output.join('')).not.toContain('<script>');
    // The raw URL (its query, an e-mail address in it) is in no line.
    expect(server.output.join('')).not.toContain('x@example.com');
  }
});

test('a scrape after a burst of known requests moves by exactly what the burst got (answers by route and status, front- and page-cache hits, 503s); the metrics stay off the shop’s port', async () => {
  const page = '/en-eu/fashion/product/silk-wrap-dress';
  const burst = 10;
  const failing = 3;
  for (const server of servers()) {
    const before = await scrape(server.metrics);
    // One answer from Next (its cache holds the page since the build), then a burst within
    // the second the front keeps it; then searches for new words while the Storefront fails: each
    // one's first read is streamed into the search page's shell, a 200 sent with it (ADR 0019), and
    // its second read is its page, a 503.
    const first = await fetch(`${server.url}${page}`);
    await first.arrayBuffer();
    const rest = await Promise.all(Array.from({ length: burst }, () => fetch(`${server.url}${page}`)));
    await Promise.all(rest.map((answer) => answer.arrayBuffer()));
    const pages = [first, ...rest];
    await setKnobs({ errorRate: 1 });
    let streamed: Response[];
    let searches: Response[];
    try {
      const words = Array.from({ length: failing }, (_, i) => `ops${server.name}${Date.now()}x${i}`);
      const read = () =>
        Promise.all(
          words.map(async (word) => {
            const answer = await fetch(`${server.url}/en-eu/search?q=${word}`);
            await answer.arrayBuffer();
            return answer;
          }),
        );
      streamed = await read();
      expect(streamed.map((answer) => answer.status)).toEqual(streamed.map(() => 200));
      searches = await read();
    } finally {
      await setKnobs({ errorRate: 0 });
    }
    expect(pages.map((answer) => answer.status)).toEqual(pages.map(() => 200));
    expect(searches.map((answer) => answer.status)).toEqual(searches.map(() => 503));
    const frontHits = pages.filter((answer) => answer.headers.get('x-front-cache') === 'HIT').length;
    const nextHits = [...pages, ...streamed, ...searches].filter(
      (answer) => !answer.headers.get('x-front-cache') && answer.headers.get('x-nextjs-cache') === 'HIT',
    ).length;
    const after = await scrape(server.metrics);
    const moved = (name: string, labels: Record<string, string>) =>
      sampleIn(after, name, labels) - sampleIn(before, name, labels);
    expect(
      {
        pages: moved('shop_http_requests_total', { route: productTemplate, method: 'GET', status: '200' }),
        timed: moved('shop_http_request_duration_seconds_count', { route: productTemplate, method: 'GET' }),
        unavailable: moved('shop_http_requests_total', { route: '/[locale]/search', status: '503' }),
        nextHits: moved('shop_next_cache_total', { outcome: 'hit' }),
        frontHits: moved('shop_front_cache_total', { outcome: 'hit' }),
      },
      server.name,
    ).toEqual({
      pages: pages.length,
      timed: pages.length,
      unavailable: failing,
      nextHits,
      frontHits: server.name === 'front' ? frontHits : 0,
    });
    expect(nextHits, `${server.name}: Next answered from its cache`).toBeGreaterThan(0);
    expect(moved('shop_upstream_errors_total', { service: 'storefront' }), server.name).toBeGreaterThan(0);
    if (server.name === 'front') {
      expect(frontHits, 'the front answered from its cache').toBeGreaterThan(0);
      expect(sampleIn(after, 'shop_admission_queue_depth')).toBe(0);
      // The pages' brotli kept to send again (docs/adr/0047): what SHOP_COMPRESSED_ANSWERS_BYTES is sized by.
      expect(sampleIn(after, 'shop_compressed_answers_bytes')).toBeGreaterThan(0);
    }
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      // The in-memory page cache (docs/adr/0028): what SHOP_PAGE_CACHE_BYTES is sized by.
      'shop_page_cache_entries',
      'shop_page_cache_bytes',
    ])
      expect(sampleIn(after, name), name).toBeGreaterThan(0);
    const publicScrape = await fetch(`${server.url}/metrics`);
    expect(await publicScrape.text()).not.toContain('shop_http_requests_total');
  }
});

test('a product page’s trace reaches the OTLP receiver with the Storefront call as a child span, under the id its log line carries', async () => {
  for (const server of servers()) {
    // A product page this process has not rendered yet: its render reads the Storefront.
    const id = `ops-trace-${server.name}-${Date.now()}`;
    const path =
      server.name === 'front'
        ? '/ja-jp/fashion/product/merino-turtleneck'
        : '/es-ww/fashion/product/cashmere-gloves';
    const answer = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': id } });
    expect(answer.status).toBe(200);
    const line = await answerLine(server.output, id);
    expect(line.traceId, server.name).toMatch(/^[0-9a-f]{32}$/);
    // Spans come in batches: the request's own span ends last, with the answer.
    const storefrontCalls = () => {
      const trace = spans.filter((span) => span.traceId === line.traceId);
      const byId = new Map(trace.map((span) => [span.spanId, span]));
      const rootOf = (span: OtlpSpan) => {
        let step: OtlpSpan | undefined = span;
        while (step?.parentSpanId) step = byId.get(step.parentSpanId);
        return step;
      };
      return trace
        .filter((span) => span.name.startsWith('storefront '))
        .map((call) => ({ call: call.name, root: rootOf(call) }));
    };
    await expect
      .poll(() => storefrontCalls().some(({ root }) => root?.name === `GET ${productTemplate}`), {
        timeout: 20_000,
      })
      .toBe(true);
    // Each Storefront span hangs, through Next's render spans, from the request's span.
    for (const { call, root } of storefrontCalls()) {
      expect(root?.name, `${server.name}: ${call}`).toBe(`GET ${productTemplate}`);
      expect(root?.attributes).toContainEqual({ key: 'shop.request_id', value: { stringValue: id } });
    }
    // Next's own spans (its request, route and render) are in the sampled request's trace.
    const nextSpans = spans.filter(
      (span) =>
        span.traceId === line.traceId &&
        span.attributes?.some((attribute) => attribute.key === 'next.span_type'),
    );
    expect(nextSpans.length, server.name).toBeGreaterThan(0);
  }
});

test('/api/health says "ok" and its readiness answer is what HAProxy checks; each dependency is on METRICS_PORT', async () => {
  for (const server of servers()) {
    const health = await fetch(`${server.url}/api/health?ready`);
    expect(health.status, server.name).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const details = await fetch(`http://127.0.0.1:${server.metrics}/health`);
    expect(await details.json()).toMatchObject({
      ready: true,
      storefront: 'ok',
      prismic: 'ok',
      redis: 'off',
    });
  }
  // An instance that cannot reach its providers: still alive, but not ready. Started by hand: its
  // pages answer 503, which startStandalone would wait on.
  const folder = copyStandalone(distDir);
  const port = shopPort + 64;
  const metricsPort = shopPort + 65;
  const cut = spawn(process.execPath, ['server.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_PUBLIC_SITE_URL: `http://localhost:${shopPort}`,
      LOCAL_BACKENDS_URL: 'http://127.0.0.1:9',
      METRICS_PORT: String(metricsPort),
    },
    stdio: 'ignore',
  });
  try {
    const health = (query = '') => fetch(`http://127.0.0.1:${port}/api/health${query}`).catch(() => null);
    await expect.poll(async () => (await health())?.status, { timeout: 60_000 }).toBe(200);
    const readiness = (await health('?ready'))!;
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'unavailable' });
    expect(await (await health())!.json()).toEqual({ status: 'ok' });
    const details = await fetch(`http://127.0.0.1:${metricsPort}/health`);
    expect(await details.json()).toMatchObject({ ready: false, storefront: 'down', prismic: 'down' });
  } finally {
    const exited = onceExit(cut);
    cut.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  }
});
