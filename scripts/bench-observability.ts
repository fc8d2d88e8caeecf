import { mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBackends } from '../backends/server';
import { startInstance, type Instance } from './cluster';
import { cpuMs, listeningPids } from './process-cpu';
import { ensureBuild } from './shop-server';

/**
 * `npm run bench:observability`: what logs, metrics and traces cost (docs/adr/0024 explains the modes):
 * one build as `all`, `all, 10 %`, `logs+metrics` and `off`, each loaded with a front-cache hit, a Next
 * cache hit and a fresh render in rotating order for BENCH_ROUNDS rounds; a mode's cost is its median
 * ratio to `off`, in server CPU per request (steadier on a shared machine) and throughput. BENCH_PORT
 * (3300) and the next seven ports, BENCH_BACKENDS_PORT (4300), NEXT_DIST_DIR (.next-bench).
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const port = Number(process.env.BENCH_PORT ?? 3300);
const backendsPort = Number(process.env.BENCH_BACKENDS_PORT ?? 4300);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`;

interface Kind {
  name: string;
  path: string;
  /** The front's micro-cache on (as shipped) or off, so that Next answers. */
  frontCache: boolean;
  /** A new word appended to `path` for every request: nothing cached can answer it. */
  neverSeen?: boolean;
}

/**
 * One client's renders wait their turn in the front's queue (SHOP_MAX_RENDERS_PER_CLIENT) and past its
 * budget get a 503: a render is loaded by two connections, which keep the machine busy without it.
 */
const connectionsFor = (kind: Kind) => (kind.neverSeen ? Math.min(connections, 2) : connections);

const kinds: Kind[] = [
  { name: 'front-cache hit', path: '/fr-fr/fashion/product/silk-wrap-dress', frontCache: true },
  { name: 'page-cache hit', path: '/fr-fr/fashion/product/silk-wrap-dress', frontCache: false },
  { name: 'never-seen page', path: '/fr-fr/search?q=', frontCache: false, neverSeen: true },
];

const modes = ['all', 'all, 10 %', 'logs+metrics', 'off'] as const;
type Mode = (typeof modes)[number];
type Sample = { requestsPerSecond: number; cpuMsPerRequest: number | null; failed: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load1 = () => loadavg()[0]!.toFixed(1);

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
const loadAverages = [load1()];
try {
  await ensureBuild(distDir, backends.origin, env, (line) => console.error(line));
  for (const frontCache of [true, false]) {
    const instances = await startModes(frontCache);
    try {
      for (const kind of kinds.filter((kind) => kind.frontCache === frontCache)) {
        const byMode: Record<Mode, Sample[]> = { all: [], 'all, 10 %': [], 'logs+metrics': [], off: [] };
        for (const mode of modes) await warm(instances[mode].url, kind);
        for (let round = 0; round < rounds; round++)
          for (const [index] of modes.entries()) {
            const mode = modes[(index + round) % modes.length]!;
            byMode[mode].push(await load(instances[mode].url, kind));
          }
        loadAverages.push(load1());
        report(kind, byMode);
      }
    } finally {
      for (const mode of modes) await instances[mode].stop();
    }
  }
  console.log(
    `\nLoad average (1 min) at the start and after each kind: ${loadAverages.join(' → ')}; ` +
      `log written by the three logging instances: ${(statSync(logFile).size / 1024 / 1024).toFixed(1)} MB`,
  );
} finally {
  receiver.close();
  await backends.close();
}

async function startModes(frontCache: boolean): Promise<Record<Mode, Instance>> {
  const base = { ...env, SHOP_FRONT_CACHE_MS: frontCache ? '1000' : '0' };
  const logged = { ...base, LOG_LEVEL: 'info', LOG_FILE: logFile };
  const traced = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  };
  return {
    all: await startInstance(port, {
      ...logged,
      ...traced,
      OTEL_TRACES_SAMPLER_ARG: '1',
      METRICS_PORT: String(port + 4),
    }),
    'all, 10 %': await startInstance(port + 1, {
      ...logged,
      ...traced,
      OTEL_TRACES_SAMPLER_ARG: '0.1',
      METRICS_PORT: String(port + 5),
    }),
    'logs+metrics': await startInstance(port + 2, { ...logged, METRICS_PORT: String(port + 6) }),
    off: await startInstance(port + 3, { ...base, LOG_LEVEL: 'warn' }),
  };
}

/** Each mode against `off` in the same round: the median of the rounds, and each round. */
function report(kind: Kind, byMode: Record<Mode, Sample[]>) {
  const off = byMode.off;
  const cpuOff = off.map((s) => s.cpuMsPerRequest);
  console.log(
    `\n${kind.name} (${connectionsFor(kind)} connections, ${durationSeconds} s x ${rounds} rotating rounds): ` +
      `off ${median(off.map((s) => s.requestsPerSecond)).toFixed(0)} req/s, ` +
      `${cpuOff.includes(null) ? '?' : median(cpuOff as number[]).toFixed(3)} ms CPU/request`,
  );
  for (const mode of modes) {
    const failed = byMode[mode].reduce((sum, s) => sum + s.failed, 0);
    if (failed > 0) console.log(`  ${mode}: ${failed} answers not 2xx (or none)`);
  }
  for (const mode of modes.filter((mode) => mode !== 'off')) {
    const rpsRatios = byMode[mode].map((s, round) => s.requestsPerSecond / off[round]!.requestsPerSecond);
    const cpuRatios = byMode[mode].map((s, round) => {
      const base = cpuOff[round];
      return s.cpuMsPerRequest === null || !base ? null : s.cpuMsPerRequest / base;
    });
    const percents = (ratios: number[]) => ratios.map((r) => percent(r)).join(' ');
    const cpu = cpuRatios.includes(null)
      ? 'CPU/request ?'
      : `CPU/request ${percent(median(cpuRatios as number[]))} (rounds ${percents(cpuRatios as number[])})`;
    console.log(
      `  ${mode.padEnd(12)} ${cpu}; req/s ${percent(median(rpsRatios))} (rounds ${percents(rpsRatios)})`,
    );
  }
}

function percent(ratio: number): string {
  const change = (ratio - 1) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`;
}

/** A path for one request of `kind`. */
function pathOf(kind: Kind): string {
  return kind.neverSeen ? `${kind.path}${Math.random().toString(36).slice(2, 10)}` : kind.path;
}

async function warm(origin: string, kind: Kind) {
  for (let i = 0; i < 20; i++) await fetch(`${origin}${pathOf(kind)}`).then((answer) => answer.arrayBuffer());
}

async function load(origin: string, kind: Kind): Promise<Sample> {
  const pids = listeningPids(Number(new URL(origin).port));
  const before = cpuMs(pids);
  const run = await autocannon({
    url: origin,
    connections: connectionsFor(kind),
    duration: durationSeconds,
    requests: [
      { method: 'GET', path: pathOf(kind), setupRequest: (request) => ({ ...request, path: pathOf(kind) }) },
    ],
  });
  const after = cpuMs(pids);
  return {
    failed: run.errors + run.non2xx,
    requestsPerSecond: run.requests.average,
    cpuMsPerRequest: before === null || after === null ? null : (after - before) / run.requests.total,
  };
}
