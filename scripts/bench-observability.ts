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
 * Four instances of one production build through the shop's front, as shipped (its one-second page
 * cache on): `all` (a JSON line per answer into a file, METRICS_PORT, every request's spans batched to
 * an OTLP receiver in this process), `all, 10 %` (one request in ten traced), `logs+metrics` (no
 * traces) and `off` (LOG_LEVEL=warn, no METRICS_PORT, no OTLP endpoint). Each page is loaded on each in turn, the order rotating every
 * round, for BENCH_ROUNDS rounds; reports the medians and each mode's cost against `off`, in
 * throughput and in server CPU per request (the steadier figure on a shared machine).
 * BENCH_PORT (3300) and the next six ports, BENCH_BACKENDS_PORT (4300), NEXT_DIST_DIR (.next-bench).
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

const modes = ['all', 'all, 10 %', 'logs+metrics', 'off'] as const;
type Mode = (typeof modes)[number];
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
  const logged = { ...env, LOG_LEVEL: 'info', LOG_FILE: logFile };
  const traced = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  };
  instances.all = await startInstance(port, { ...logged, ...traced, METRICS_PORT: String(port + 4) });
  instances['all, 10 %'] = await startInstance(port + 1, {
    ...logged,
    ...traced,
    OTEL_TRACES_SAMPLER_ARG: '0.1',
    METRICS_PORT: String(port + 5),
  });
  instances['logs+metrics'] = await startInstance(port + 2, { ...logged, METRICS_PORT: String(port + 6) });
  instances.off = await startInstance(port + 3, { ...env, LOG_LEVEL: 'warn' });
  const samples: Record<string, Record<Mode, Sample[]>> = {};
  for (const [name, path] of Object.entries(pages)) {
    samples[name] = { all: [], 'all, 10 %': [], 'logs+metrics': [], off: [] };
    for (const mode of modes) await warm(`${instances[mode]!.url}${path}`);
    for (let round = 0; round < rounds; round++)
      for (const [index] of modes.entries()) {
        const mode = modes[(index + round) % modes.length]!;
        samples[name][mode].push(await load(instances[mode]!.url, path));
      }
  }
  console.log(
    `\nObservability costs: ${connections} connections, ${durationSeconds} s x ${rounds} rotating rounds (median), front cache as shipped`,
  );
  const rps = (mode: Sample[]) => median(mode.map((s) => s.requestsPerSecond));
  const cpu = (mode: Sample[]) =>
    mode.some((s) => s.cpuMsPerRequest === null) ? null : median(mode.map((s) => s.cpuMsPerRequest!));
  const percent = (value: number, base: number) => `${(((value - base) / base) * 100).toFixed(1)} %`;
  for (const [name, byMode] of Object.entries(samples)) {
    const off = byMode.off;
    console.log(
      `${name}: off ${rps(off).toFixed(0)} req/s, ${cpu(off)?.toFixed(3) ?? '?'} ms CPU/request ` +
        `(rounds ${off.map((s) => s.requestsPerSecond.toFixed(0)).join('/')})`,
    );
    for (const mode of modes.filter((mode) => mode !== 'off')) {
      const [cpuOn, cpuOff] = [cpu(byMode[mode]), cpu(off)];
      console.log(
        `  ${mode.padEnd(12)} ${rps(byMode[mode]).toFixed(0)} req/s (${percent(rps(byMode[mode]), rps(off))}), ` +
          `${cpuOn?.toFixed(3) ?? '?'} ms CPU/request (${cpuOn === null || cpuOff === null ? '?' : percent(cpuOn, cpuOff)}; rounds ` +
          `${byMode[mode].map((s) => s.requestsPerSecond.toFixed(0)).join('/')})`,
      );
    }
  }
  console.log(
    `Log written by the three logging instances: ${(statSync(logFile).size / 1024 / 1024).toFixed(1)} MB`,
  );
} finally {
  for (const mode of modes) await instances[mode]?.stop();
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
