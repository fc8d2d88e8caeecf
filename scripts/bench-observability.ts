import { mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBackends } from '../backends/server';
import { startInstance, type Instance } from './cluster';
import { cpuMs, listeningPids } from './process-cpu';
import { ensureBuild } from './shop-server';

/**
 * `npm run bench:observability`: what the logs, metrics and traces of issue 35 cost (docs/adr/0024).
 * Two instances of one production build through the shop's front, as shipped (its one-second page
 * cache on): one with everything on (a JSON line per answer into a file, METRICS_PORT, spans batched
 * to an OTLP receiver in this process), one with everything off (LOG_LEVEL=warn, no METRICS_PORT, no
 * OTLP endpoint). Each page is loaded on one, then the other, alternating which goes first, for
 * BENCH_ROUNDS rounds; reports the medians and the cost in throughput and in server CPU per request.
 * BENCH_PORT (3300) and the next three ports, BENCH_BACKENDS_PORT (4300), NEXT_DIST_DIR (.next-bench).
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const port = Number(process.env.BENCH_PORT ?? 3300);
const backendsPort = Number(process.env.BENCH_BACKENDS_PORT ?? 4300);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`;

const pages = {
  'product page': '/fr-fr/fashion/product/silk-wrap-dress',
  home: '/fr-fr',
  listing: '/fr-fr/fashion/dresses',
};

type Mode = 'on' | 'off';
type Sample = { requestsPerSecond: number; cpuMsPerRequest: number | null };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const backends = await startBackends({
  LOCAL_BACKENDS_PORT: backendsPort,
  LOCAL_BACKENDS_DATA_DIR: mkdtempSync(join(tmpdir(), 'maison-bench-observability-')),
  SHOP_URL: siteUrl,
  fresh: true,
});
// Spans are received and dropped, as a collector would take them.
const receiver = createServer((request, response) => {
  request.resume().on('end', () => response.writeHead(200).end('{}'));
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const logFile = join(mkdtempSync(join(tmpdir(), 'maison-bench-log-')), 'shop.log');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_SITE_URL: siteUrl,
  LOCAL_BACKENDS_URL: backends.origin,
};
const instances: Partial<Record<Mode, Instance>> = {};
try {
  await ensureBuild(distDir, backends.origin, env, (line) => console.error(line));
  instances.on = await startInstance(port, {
    ...env,
    LOG_LEVEL: 'info',
    LOG_FILE: logFile,
    METRICS_PORT: String(port + 2),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  });
  instances.off = await startInstance(port + 1, { ...env, LOG_LEVEL: 'warn' });
  const samples: Record<string, Record<Mode, Sample[]>> = {};
  for (const [name, path] of Object.entries(pages)) {
    samples[name] = { on: [], off: [] };
    for (const mode of ['on', 'off'] as const) await warm(`${instances[mode]!.url}${path}`);
    for (let round = 0; round < rounds; round++)
      for (const mode of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const))
        samples[name][mode].push(await load(instances[mode]!.url, path));
  }
  console.log(
    `\nObservability on vs off: ${connections} connections, ${durationSeconds} s x ${rounds} alternating rounds (median), front cache as shipped`,
  );
  for (const [name, { on, off }] of Object.entries(samples)) {
    const rps = (mode: Sample[]) => median(mode.map((s) => s.requestsPerSecond));
    const cpu = (mode: Sample[]) =>
      mode.some((s) => s.cpuMsPerRequest === null) ? null : median(mode.map((s) => s.cpuMsPerRequest!));
    const [cpuOn, cpuOff] = [cpu(on), cpu(off)];
    const cpuCost =
      cpuOn === null || cpuOff === null ? '?' : `${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} %`;
    console.log(
      `${name.padEnd(13)} on ${rps(on).toFixed(0).padStart(6)} req/s, off ${rps(off).toFixed(0).padStart(6)} req/s: ` +
        `throughput cost ${(((rps(off) - rps(on)) / rps(off)) * 100).toFixed(1)} %; server CPU ` +
        `${cpuOn?.toFixed(3) ?? '?'} vs ${cpuOff?.toFixed(3) ?? '?'} ms/request (${cpuCost}); ` +
        `rounds on ${on.map((s) => s.requestsPerSecond.toFixed(0)).join('/')}, off ${off.map((s) => s.requestsPerSecond.toFixed(0)).join('/')}`,
    );
  }
  console.log(`Log written while on: ${(statSync(logFile).size / 1024 / 1024).toFixed(1)} MB`);
} finally {
  await instances.on?.stop();
  await instances.off?.stop();
  receiver.close();
  await backends.close();
}

async function warm(url: string) {
  for (let i = 0; i < 20; i++) await fetch(url).then((answer) => answer.arrayBuffer());
}

async function load(origin: string, path: string): Promise<Sample> {
  const pids = listeningPids(Number(new URL(origin).port));
  const before = cpuMs(pids);
  const run = await autocannon({ url: `${origin}${path}`, connections, duration: durationSeconds });
  const after = cpuMs(pids);
  if (run.errors + run.non2xx > 0) throw new Error(`${origin}${path}: ${run.errors + run.non2xx} errors`);
  return {
    requestsPerSecond: run.requests.average,
    cpuMsPerRequest: before === null || after === null ? null : (after - before) / run.requests.total,
  };
}
