import { createServer } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { existingPageStore } from '../../shared-store/page-store.mjs';
import { limitsRedis, sharedRedis } from '../../shared-store/redis.mjs';
import { frontProbe } from './front-probe';
import { logger } from './log';
import { observeRedisCommands } from './redis-commands';

/**
 * The instance's Prometheus metrics (docs/adr/0024-operations-telemetry.md), served on their
 * own port, METRICS_PORT on METRICS_HOST (127.0.0.1 unless set), never on the shop's public one. With
 * no METRICS_PORT nothing is recorded: `metrics()` is null and every recording call costs one check.
 */
type Metrics = ReturnType<typeof createMetrics>;

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const frontGauge = (
    name: string,
    help: string,
    read: (probe: NonNullable<ReturnType<typeof frontProbe>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const probe = frontProbe();
        if (probe) this.set(read(probe));
      },
    });
  frontGauge(
    'shop_admission_queue_depth',
    'Requests waiting in the front’s admission queue',
    (probe) => probe.admission().queued,
  );
  frontGauge(
    'shop_admission_in_flight',
    'Requests inside Next past the front’s admission',
    (probe) => probe.admission().inFlight,
  );
  // What to size SHOP_COMPRESSED_ANSWERS_BYTES by (docs/adr/0047).
  frontGauge(
    'shop_compressed_answers_bytes',
    'Bytes of compressed pages the front keeps to send again',
    (probe) => probe.compressedBytes(),
  );
  new Counter({
    name: 'shop_admission_shed_total',
    help: 'Requests the front answered 503 because their wait would pass its budget',
    registers,
    collect() {
      const probe = frontProbe();
      if (!probe) return;
      this.reset();
      this.inc(probe.admission().shed);
    },
  });
  new Counter({
    name: 'shop_front_cache_total',
    help: 'Shareable page reads by the front’s micro-cache outcome',
    labelNames: ['outcome'],
    registers,
    collect() {
      const probe = frontProbe();
      if (!probe) return;
      this.reset();
      this.inc({ outcome: 'hit' }, probe.cacheHits);
      this.inc({ outcome: 'miss' }, probe.cacheMisses);
    },
  });
  // The page cache in this process's memory (without REDIS_URL): what to size SHOP_PAGE_CACHE_BYTES by.
  for (const [name, help, read] of [
    ['shop_page_cache_entries', 'Pages and route answers in the in-memory page cache', 'size'],
    ['shop_page_cache_bytes', 'Compressed bytes the in-memory page cache holds', 'bytes'],
  ] as const)
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const store = existingPageStore();
        if (store) this.set(store[read]);
      },
    });
  const upstreamDuration = new Histogram({
    name: 'shop_upstream_duration_seconds',
    help: 'Calls to the providers (storefront, prismic, admin, smtp) and Redis commands, by operation and outcome',
    labelNames: ['service', 'operation', 'outcome'],
    buckets: latencyBuckets,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'shop_upstream_errors_total',
    help: 'Provider calls and Redis commands that failed (no answer, 5xx, throttled), by operation and kind',
    labelNames: ['service', 'operation', 'kind'],
    registers,
  });
  if (process.env.REDIS_URL) {
    new Gauge({
      name: 'shop_redis_up',
      help: '1 while the shared store (Redis, and the limits Redis of REDIS_LIMITS_URL) is connected, 0 while it is not',
      registers,
      collect() {
        this.set(sharedRedis()?.isReady && limitsRedis()?.isReady ? 1 : 0);
      },
    });
    observeRedisCommands((operation, seconds, outcome) => {
      upstreamDuration.observe({ service: 'redis', operation, outcome }, seconds);
      if (outcome !== 'ok') upstreamErrors.inc({ service: 'redis', operation, kind: outcome });
    });
  }
  return {
    registry,
    requests: new Counter({
      name: 'shop_http_requests_total',
      help: 'Answers by route template, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route template',
      labelNames: ['route', 'method'],
      buckets: latencyBuckets,
      registers,
    }),
    pageCache: new Counter({
      name: 'shop_next_cache_total',
      help: 'Pages Next answered, by its cache outcome (x-nextjs-cache: HIT, STALE, MISS…)',
      labelNames: ['outcome'],
      registers,
    }),
    upstreamDuration,
    upstreamErrors,
    rateLimitRefusals: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (server/rate-limit.ts), by limit',
      labelNames: ['limit'],
      registers,
    }),
    botCheckFailures: new Counter({
      name: 'shop_bot_check_failures_total',
      help: 'Forms and calls refused by the bot check, by action',
      labelNames: ['action'],
      registers,
    }),
  };
}

const shared = globalThis as { __shopMetrics?: Metrics | null };

export function metrics(): Metrics | null {
  if (shared.__shopMetrics === undefined)
    shared.__shopMetrics = process.env.METRICS_PORT ? createMetrics() : null;
  return shared.__shopMetrics;
}

/**
 * Once per process (server/startup.ts): `GET /metrics` on METRICS_PORT, when it is set, and
 * `GET /health`, the details the public `/api/health` keeps to itself (server/health.ts).
 */
export function serveMetrics(
  env: Record<string, string | undefined> = process.env,
  health: () => Promise<string> = async () => '{}',
): void {
  const store = globalThis as { __shopMetricsServed?: boolean };
  const registry = metrics()?.registry;
  if (!registry || store.__shopMetricsServed) return;
  store.__shopMetricsServed = true;
  const host = env.METRICS_HOST || '127.0.0.1';
  const port = Number(env.METRICS_PORT);
  const server = createServer((request, response) => {
    const answer = request.method === 'GET' ? answers[request.url ?? ''] : undefined;
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    answer().then(
      ({ type, body }) =>
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  const answers: Record<string, () => Promise<{ type: string; body: string }>> = {
    '/metrics': async () => ({ type: registry.contentType, body: await registry.metrics() }),
    '/health': async () => ({ type: 'application/json', body: await health() }),
  };
  server.on('error', (error) => logger().error({ err: error }, `metrics: cannot listen on ${host}:${port}`));
  server.listen(port, host, () => logger().info(`metrics on http://${host}:${port}/metrics`));
  server.unref();
}
