import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startBackends } from '../backends/server';
import { missingTools, startBalancer, startInstance, startRedis, type Process } from './cluster';
import { ensureBuild, startShop } from './shop-server';

/**
 * `npm run bench`: the production build on the local backends with injected backend latency,
 * loaded by autocannon. Reports the median of several rounds, because these machines are shared.
 * `npm run bench -- --cluster`: the same pages through HAProxy in front of 1, then BENCH_INSTANCES (3)
 * instances sharing Redis (docs/adr/0010-scale-out.md).
 */
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const shopPort = Number(process.env.BENCH_SHOP_PORT ?? 3200);
const backendsPort = Number(process.env.BENCH_BACKENDS_PORT ?? 4200);
const pages = {
  home: '/fr-fr',
  pdp: '/fr-fr/fashion/product/silk-wrap-dress',
  listing: '/fr-fr/fashion/dresses?filter.v.availability=1&sort-by=price_asc',
};
type Result = { requestsPerSecond: number; p50: number; p99: number; errors: number };
const dataDir = mkdtempSync(join(tmpdir(), 'maison-bench-'));
const header = `${connections} connections, ${durationSeconds} s x ${rounds} rounds (median), backend latency ${latencyMs} ms`;

if (process.argv.includes('--cluster')) await benchCluster();
else await benchOne();

async function benchOne() {
  const shop = await startShop({
    port: shopPort,
    backendsPort,
    dataDir,
    distDir: '.next-bench',
    freshData: true,
    log: (line) => console.error(line),
  });
  try {
    shop.backends?.context.knobs.update({ latencyMs });
    const results = await measure(shop.url);
    const pdpJavaScriptKb = await javascriptSize(`${shop.url}${pages.pdp}`);
    const residentMb = shopResidentMemoryMb(shopPort);
    console.log(`\nBenchmark: ${header}`);
    report(results);
    console.log(`PDP JavaScript: ${pdpJavaScriptKb.toFixed(1)} KB gzip`);
    console.log(
      `Shop server resident memory: ${residentMb === null ? 'unknown' : `${residentMb.toFixed(0)} MB`}`,
    );
  } finally {
    await shop.stop();
  }
}

/** The same pages through the balancer, in front of one instance and then of several. */
async function benchCluster() {
  const missing = missingTools();
  if (missing.length > 0) throw new Error(`bench --cluster needs ${missing.join(' and ')}`);
  const url = `http://localhost:${shopPort}`;
  const backends = await startBackends({
    LOCAL_BACKENDS_PORT: backendsPort,
    LOCAL_BACKENDS_DATA_DIR: dataDir,
    SHOP_URL: url,
    fresh: true,
  });
  const redisPort = Number(process.env.BENCH_REDIS_PORT ?? 6391);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next-bench',
    NEXT_PUBLIC_SITE_URL: url,
    LOCAL_BACKENDS_URL: backends.origin,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUSTED_PROXY_COUNT: '1',
  };
  const running: Process[] = [];
  const stopAll = async () => {
    for (const part of running.splice(0).reverse()) await part.stop();
  };
  const summary: Record<string, Record<string, Result>> = {};
  try {
    await ensureBuild('.next-bench', backends.origin, env, (line) => console.error(line));
    backends.context.knobs.update({ latencyMs });
    for (const count of [1, Number(process.env.BENCH_INSTANCES ?? 3)]) {
      // A fresh Redis each time, so both runs start from the same empty shared cache.
      running.push(await startRedis(redisPort));
      const ports = Array.from({ length: count }, (_, i) => shopPort + 1 + i);
      for (const port of ports) running.push(await startInstance(port, env, true));
      running.push(await startBalancer(shopPort, ports));
      summary[`${count} instance${count > 1 ? 's' : ''}`] = await measure(url);
      await stopAll();
    }
  } finally {
    await stopAll();
    await backends.close();
  }
  console.log(`\nCluster benchmark through HAProxy with Redis: ${header}`);
  for (const [name, results] of Object.entries(summary)) {
    console.log(`${name}:`);
    report(results);
  }
}

async function measure(origin: string): Promise<Record<string, Result>> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const results: Record<string, Result> = {};
  for (const [name, path] of Object.entries(pages)) {
    const url = `${origin}${path}`;
    for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
    const samples = [];
    for (let round = 0; round < rounds; round++) {
      const run = await autocannon({ url, connections, duration: durationSeconds });
      samples.push({
        requestsPerSecond: run.requests.average,
        p50: run.latency.p50,
        p99: run.latency.p99,
        errors: run.errors + run.non2xx,
      });
    }
    results[name] = {
      requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
      p50: median(samples.map((s) => s.p50)),
      p99: median(samples.map((s) => s.p99)),
      errors: samples.reduce((sum, s) => sum + s.errors, 0),
    };
  }
  return results;
}

function report(results: Record<string, Result>) {
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(7)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`,
    );
  }
}

/** Sum of the gzip sizes of the scripts a modern browser loads (it skips the nomodule polyfills). */
async function javascriptSize(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((tag) => !/\bnomodule\b/i.test(tag[1]!))
    .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag[1]!)?.[1] ?? [])
    .map((source) => new URL(source, pageUrl).toString());
  let bytes = 0;
  for (const source of new Set(sources))
    bytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length;
  return bytes / 1024;
}

/** Resident memory of the process listening on the shop port (Linux). */
function shopResidentMemoryMb(port: number): number | null {
  try {
    const pids = execFileSync('sh', [
      '-c',
      `ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | cut -d= -f2`,
    ])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
    const rss = pids.map((pid) => Number(execFileSync('ps', ['-o', 'rss=', '-p', pid]).toString().trim()));
    return rss.reduce((a, b) => a + b, 0) / 1024;
  } catch {
    return null;
  }
}
