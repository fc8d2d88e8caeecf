import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { balancerBusyResponse } from '../front/busy-page';
import { onceExit, serve, waitForHttp } from './shop-server';
import { superviseServer } from './supervised-server';

/**
 * The pieces of a scaled-out shop (docs/adr/0010-scale-out.md): Redis as the shared store, N stateless
 * instances of one production build, and HAProxy in front. `npm run start:cluster`, the cluster bench
 * and the cluster test put them together with their own ports.
 */
export interface Process {
  stop(): Promise<void>;
}

export interface Instance extends Process {
  url: string;
  /** The instance's process now (another one after a restart). */
  current(): ChildProcess;
  /** What the instance printed, when started with `capture`. */
  output: string[];
}

/** The Debian package a missing program comes from: a clear message instead of a spawn error. */
export function missingTools(): string[] {
  const tools = { 'redis-server': 'redis-server', haproxy: 'haproxy' };
  return Object.entries(tools)
    .filter(([program]) => spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0)
    .map(([program, debianPackage]) => `${program} (apt-get install ${debianPackage})`);
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = onceExit(child);
    child.kill(signal);
    await exited;
  };
}

export interface RedisOptions {
  /** `limits`: the rate-limit counters and bot-check marks (REDIS_LIMITS_URL), which nothing may evict. */
  role?: 'cache' | 'limits';
  /** Redis's `maxmemory` (256mb for the cache, 64mb for the limits). */
  maxmemory?: string;
}

/**
 * Redis with no snapshot or append-only file (nothing is written to disk) and a memory cap. The cache
 * evicts its least recently used keys past the cap; the limits' Redis evicts nothing (`noeviction`: a
 * write past the cap fails, and the shop counts in memory), since an evicted counter is a lifted limit.
 */
export async function startRedis(
  port: number,
  { role = 'cache', maxmemory }: RedisOptions = {},
): Promise<Process> {
  const policy = role === 'limits' ? 'noeviction' : 'allkeys-lru';
  const memory = maxmemory ?? (role === 'limits' ? '64mb' : '256mb');
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--maxmemory', memory, '--maxmemory-policy', policy, '--loglevel', 'warning'],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(port, child, 'redis-server');
  return { stop: stopper(child) };
}

/**
 * One instance of the shop's production build, on its own port, sharing Redis with the others. With
 * `restart`, an instance that ends on its own is started again (scripts/supervised-server.ts), as
 * `npm start` does: the balancer's health check takes it back.
 */
export async function startInstance(
  port: number,
  env: NodeJS.ProcessEnv,
  { capture = false, restart = false }: { capture?: boolean; restart?: boolean } = {},
): Promise<Instance> {
  const output: string[] = [];
  const url = `http://localhost:${port}`;
  const server = superviseServer(
    () => {
      const child = serve([], { ...env, PORT: String(port) }, capture ? 'pipe' : 'inherit');
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk) => output.push(String(chunk)));
      return child;
    },
    { name: `The instance at ${url}`, restart },
  );
  const instance = { url, output, current: server.current, stop: () => server.stop() };
  try {
    await waitForHttp(url, server.current());
  } catch (error) {
    await instance.stop();
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return instance;
}

/**
 * HAProxy on `port` in front of the instances, from cluster/haproxy.cfg. With `maxconn`, HAProxy lets
 * that many requests into an instance at once and queues the rest (its `timeout queue`, then a 503):
 * the admission control of instances that run without our front (deploy/recipe.ts).
 */
export async function startBalancer(
  port: number,
  instancePorts: number[],
  { maxconn }: { maxconn?: number } = {},
): Promise<Process> {
  const limit = maxconn === undefined ? '' : ` maxconn ${maxconn}`;
  const folder = mkdtempSync(join(tmpdir(), 'maison-balancer-'));
  const config = join(folder, 'haproxy.cfg');
  const busyPage = join(folder, 'busy.http');
  writeFileSync(busyPage, balancerBusyResponse());
  writeFileSync(
    config,
    readFileSync(join(process.cwd(), 'cluster/haproxy.cfg'), 'utf8')
      .replace('@PORT@', String(port))
      .replaceAll('@BUSY_PAGE@', busyPage)
      .replace(
        '@SERVERS@',
        instancePorts
          .flatMap((p, i) => [
            `  server shop${i + 1} 127.0.0.1:${p}${limit}`,
            `  server shop${i + 1}-fallback 127.0.0.1:${p}${limit} backup no-check`,
          ])
          .join('\n'),
      ),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(port, child, 'haproxy');
  const stop = stopper(child);
  return {
    stop: async () => {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const done = (listening: boolean) => {
        socket.destroy();
        resolve(listening);
      };
      socket.once('connect', () => done(true)).once('error', () => done(false));
      socket.setTimeout(500, () => done(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not listen on port ${port} within 10 s`);
}
