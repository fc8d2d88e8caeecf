import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startBackends } from '../backends/server';
import { missingTools, startBalancer, startInstance, startRedis, type Process } from './cluster';
import { ensureBuild, startShop } from './shop-server';
import { cpuMs, listeningPids } from './process-cpu';

/**
 * `npm run bench`: the production build on the local backends with injected backend latency,
 * loaded by autocannon. Reports the median of several rounds, because these machines are shared,
 * the latency of a cold listing (a URL state nothing has read yet), the JavaScript every template
 * loads, and the server's resident memory after the load.
 * `npm run bench -- --cluster`: the loaded pages through HAProxy in front of 1, then BENCH_INSTANCES (3)
 * instances sharing Redis (docs/adr/0010-scale-out.md).
 *
 * The front's one-second page cache is off here (SHOP_FRONT_CACHE_MS=0): the bench measures what Next
 * renders and serves, as the reference storefront is measured; `npm run load` measures the shop as it
 * ships, cache included (docs/adr/0015-front-page-cache.md).
 */
process.env.SHOP_FRONT_CACHE_MS ??= '0';
// The shop's line per answer would flood the report (and the terminal); warnings and errors stay.
process.env.LOG_LEVEL ??= 'warn';
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3200);
const backendsPort = Number(process.env.BENCH_BACKENDS_PORT ?? 4200);

/** The pages put under load. */
const loaded = {
  home: '/fr-fr',
  pdp: '/fr-fr/fashion/product/silk-wrap-dress',
  listing: '/fr-fr/fashion/dresses?filter.v.availability=1&sort-by=price_asc',
  search: '/fr-fr/search?q=soie',
};
/** Every template whose JavaScript is weighed. */
const templates = {
  home: '/fr-fr',
  'pdp fashion': '/fr-fr/fashion/product/silk-wrap-dress',
  'pdp fragrance': '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum',
  article: '/fr-fr/articles/how-to-care-for-silk',
  listing: '/fr-fr/fashion/dresses',
  search: '/fr-fr/search?q=soie',
};
/**
 * Listing states nothing has asked for yet: each is read once, cold. Not the default sort: it is
 * written away (lib/listing-routes.ts), so it would be the listing read before, from the cache.
 */
const coldListingStates = ['price_asc', 'price_desc', 'best_selling'].flatMap((sort) =>
  ['', 'filter.v.availability=1&', 'page=2&'].map((state) => `${state}sort-by=${sort}`),
);

type Result = { requestsPerSecond: number; p50: number; p99: number; errors: number; cpuMs: number | null };
const header = `${connections} connections, ${durationSeconds} s x ${rounds} rounds (median), backend latency ${latencyMs} ms`;
const dataDir = mkdtempSync(join(tmpdir(), 'maison-bench-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (process.argv.includes('--cluster')) await benchCluster();
else await benchOne();

async function benchOne() {
  const shop = await startShop({
    port,
    backendsPort,
    dataDir,
    distDir: '.next-bench',
    freshData: true,
    log: (line) => console.error(line),
  });
  try {
    // The same states in another market with no backend latency: what the shop's own rendering costs.
    shop.backends?.context.knobs.update({ latencyMs: 0 });
    const renderTimes = await coldListingTimes(`${shop.url}/en-uk/fashion`);
    shop.backends?.context.knobs.update({ latencyMs });
    const coldTimes = await coldListingTimes(`${shop.url}/fr-fr/fashion`);
    const results = await measure(shop.url, listeningPids(port));
    const residentMb = shopResidentMemoryMb(port);
    const javascript: Record<string, ScriptWeight> = {};
    for (const [name, path] of Object.entries(templates))
      javascript[name] = await javascriptWeight(`${shop.url}${path}`);

    console.log(`\nBenchmark: ${header}`);
    report(results);
    console.log(
      `cold listing p50 ${median(coldTimes.first).toFixed(0)} ms (max ${Math.max(...coldTimes.first).toFixed(0)} ms, ` +
        `${coldTimes.first.length} states), its second read ${median(coldTimes.second).toFixed(0)} ms; ` +
        `with no backend latency p50 ${median(renderTimes.first).toFixed(0)} ms, second read ` +
        `${median(renderTimes.second).toFixed(0)} ms`,
    );
    for (const [name, { gzipKb, servedKb }] of Object.entries(javascript))
      console.log(
        `JavaScript ${name.padEnd(13)} ${gzipKb.toFixed(1).padStart(6)} KB gzip, ` +
          `${servedKb.toFixed(1).padStart(6)} KB as served (brotli)`,
      );
    console.log(
      `Shop server resident memory: ${residentMb === null ? 'unknown' : `${residentMb.toFixed(0)} MB`}`,
    );
  } finally {
    await shop.stop();
  }
}

/**
 * Each listing state of a category read cold, after the category's own first read (its documents and
 * facets, as any visitor before would have read them): its first read, streamed into the category's
 * shell, then its second, which renders the state's page (docs/adr/0019).
 */
async function coldListingTimes(category: string): Promise<{ first: number[]; second: number[] }> {
  await fetch(category).then((r) => r.arrayBuffer());
  const timeEach = async () => {
    const times: number[] = [];
    for (const state of coldListingStates) {
      const start = performance.now();
      await fetch(`${category}?${state}`).then((r) => r.arrayBuffer());
      times.push(performance.now() - start);
    }
    return times;
  };
  return { first: await timeEach(), second: await timeEach() };
}

/** The same pages through the balancer, in front of one instance and then of several. */
async function benchCluster() {
  const missing = missingTools();
  if (missing.length > 0) throw new Error(`bench --cluster needs ${missing.join(' and ')}`);
  const url = `http://localhost:${port}`;
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
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
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
      const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
      for (const instancePort of ports) running.push(await startInstance(instancePort, env, true));
      running.push(await startBalancer(port, ports));
      summary[`${count} instance${count > 1 ? 's' : ''}`] = await measure(
        url,
        ports.flatMap((instancePort) => listeningPids(instancePort)),
      );
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

/** The loaded pages, warmed, then under autocannon for `rounds` rounds: medians, and CPU per request. */
async function measure(origin: string, shopPids: string[]): Promise<Record<string, Result>> {
  const results: Record<string, Result> = {};
  for (const [name, path] of Object.entries(loaded)) {
    const url = `${origin}${path}`;
    for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
    const samples = [];
    for (let round = 0; round < rounds; round++) {
      const cpuBefore = cpuMs(shopPids);
      const run = await autocannon({ url, connections, duration: durationSeconds });
      const cpuAfter = cpuMs(shopPids);
      samples.push({
        cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / run.requests.total,
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
      cpuMs: samples.some((s) => s.cpuMs === null) ? null : median(samples.map((s) => s.cpuMs!)),
    };
  }
  return results;
}

function report(results: Record<string, Result>) {
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(7)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ` +
        `server CPU ${r.cpuMs === null ? '?' : r.cpuMs.toFixed(1)} ms/request   errors ${r.errors}`,
    );
  }
}

type ScriptWeight = { gzipKb: number; servedKb: number };

/**
 * The scripts a modern browser loads (it skips the nomodule polyfills): the sum of their gzip sizes,
 * the issue's measure, and of what the front sends a browser that accepts brotli (docs/adr/0018).
 */
async function javascriptWeight(pageUrl: string): Promise<ScriptWeight> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((tag) => !/\bnomodule\b/i.test(tag[1]!))
    .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag[1]!)?.[1] ?? [])
    .map((source) => new URL(source, pageUrl).toString());
  let gzipBytes = 0;
  let servedBytes = 0;
  for (const source of new Set(sources)) {
    gzipBytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length;
    const served = await fetch(source, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } });
    servedBytes += Number(served.headers.get('content-length'));
  }
  return { gzipKb: gzipBytes / 1024, servedKb: servedBytes / 1024 };
}

/** Resident memory of the process listening on the shop port (Linux). */
function shopResidentMemoryMb(port: number): number | null {
  try {
    const rss = listeningPids(port).map((pid) =>
      Number(execFileSync('ps', ['-o', 'rss=', '-p', pid]).toString().trim()),
    );
    return rss.length === 0 ? null : rss.reduce((a, b) => a + b, 0) / 1024;
  } catch {
    return null;
  }
}
