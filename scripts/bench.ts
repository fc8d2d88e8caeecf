import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startShop } from './shop-server';

/**
 * `npm run bench`: the production build on the local backends with injected backend latency,
 * loaded by autocannon. Reports the median of several rounds, because these machines are shared.
 */
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pages = {
  home: '/fr-fr',
  pdp: '/fr-fr/fashion/product/silk-wrap-dress',
  listing: '/fr-fr/fashion/dresses?filter.v.availability=1&sort-by=price_asc',
};

const shop = await startShop({
  port: 3200,
  backendsPort: 4200,
  dataDir: mkdtempSync(join(tmpdir(), 'maison-bench-')),
  distDir: '.next-bench',
  freshData: true,
  log: (line) => console.error(line),
});

try {
  shop.backends?.context.knobs.update({ latencyMs });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const results: Record<string, { requestsPerSecond: number; p50: number; p99: number; errors: number }> = {};

  for (const [name, path] of Object.entries(pages)) {
    const url = `${shop.url}${path}`;
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

  const pdpJavaScriptKb = await javascriptSize(`${shop.url}${pages.pdp}`);
  const residentMb = shopResidentMemoryMb(3200);

  console.log(
    `\nBenchmark: ${connections} connections, ${durationSeconds} s x ${rounds} rounds (median), backend latency ${latencyMs} ms`,
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(7)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`,
    );
  }
  console.log(`PDP JavaScript: ${pdpJavaScriptKb.toFixed(1)} KB gzip`);
  console.log(
    `Shop server resident memory: ${residentMb === null ? 'unknown' : `${residentMb.toFixed(0)} MB`}`,
  );
} finally {
  await shop.stop();
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
