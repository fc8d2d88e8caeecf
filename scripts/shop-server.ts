import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startBackends, type RunningBackends } from '../backends/server';
import { serverMemoryOptions } from './server-memory';
import { superviseServer, type SupervisedServer } from './supervised-server';
import { bundleFront, bundleStandaloneFront } from '../front/bundle';
import { builtServerConfig, standaloneConfigVariable } from '../server/next-internals/standalone-config';

/**
 * Starts the whole shop the way `npm start` does: the local backends (unless real Shopify and Prismic
 * credentials are configured), a production build when the sources changed since the last one, and
 * `next start`. The tests and Lighthouse use it with their own ports, data and build folder.
 */
export interface ShopServerOptions {
  port: number;
  backendsPort: number;
  /** Where the backends keep their database and generated images. */
  dataDir: string;
  /** Next's build folder (NEXT_DIST_DIR). */
  distDir: string;
  dev?: boolean;
  /** Start from a newly seeded database instead of the saved one. */
  freshData?: boolean;
  /**
   * Start the server again when it ends on its own (scripts/restart-policy.ts): `npm start`'s shop
   * stays up after a crash; the tests' shop does not, so a crash fails them.
   */
  restart?: boolean;
  log?: (line: string) => void;
}

export interface RunningShop {
  url: string;
  backends: RunningBackends | null;
  /** Why the shop's server ended before `stop()` (its exit code or signal), or null while it serves. */
  exitedEarly(): string | null;
  stop(): Promise<void>;
}

const root = process.cwd();
const sourceFolders = [
  'app',
  'front',
  'client',
  'components',
  'i18n',
  'lib',
  'messages',
  'server',
  'slices',
  'customtypes',
  'shared-store',
];
const sourceFiles = [
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'package.json',
];

export function usesHostedServices(env = process.env): boolean {
  return Boolean(env.SHOPIFY_STORE_DOMAIN && env.PRISMIC_REPOSITORY);
}

export async function startShop(options: ShopServerOptions): Promise<RunningShop> {
  const log = options.log ?? ((line: string) => console.log(line));
  const url = `http://localhost:${options.port}`;
  let backends: RunningBackends | null = null;
  if (!usesHostedServices()) {
    backends = await startBackends({
      LOCAL_BACKENDS_PORT: options.backendsPort,
      LOCAL_BACKENDS_DATA_DIR: options.dataDir,
      SHOP_URL: url,
      // Each shop gets its own SMTP sink on a free port (the shop's SMTP_URL below).
      LOCAL_SMTP_PORT: 0,
      fresh: options.freshData,
    });
    log(`Local backends (Storefront API, Prismic, checkout, image CDN) at ${backends.origin}`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: options.distDir,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? url,
    ...(backends ? { LOCAL_BACKENDS_URL: backends.origin } : {}),
    ...(backends && !process.env.SMTP_URL ? { SMTP_URL: backends.smtpUrl } : {}),
  };

  const serverArgs = options.dev ? ['--dev'] : [];
  const serverEnv = { ...env, PORT: String(options.port) };
  let server: SupervisedServer | null = null;
  const stop = async () => {
    await server?.stop();
    await backends?.close();
  };

  try {
    if (!options.dev) await ensureBuild(options.distDir, backends?.origin ?? 'hosted', env, log);
    server = superviseServer(() => serve(serverArgs, serverEnv), {
      name: `The shop's server at ${url}`,
      restart: options.restart ?? false,
    });
    await waitForHttp(url, server.current());
  } catch (error) {
    await stop();
    throw error;
  }
  const running = server;
  return { url, backends, exitedEarly: () => running.exitedEarly(), stop };
}

/**
 * The shop as the browser tests and Lighthouse see it: its own ports, a freshly seeded database in a
 * temporary folder and its own build folder, so a running `npm start` is never disturbed.
 * TEST_SHOP_PORT / TEST_BACKENDS_PORT move the pair (default 3100/4100), e.g. when another checkout's
 * tests hold those ports on the same machine; playwright.config.ts reads the same variable.
 * TEST_DIST_DIR moves the build folder (default .next-test), so two test runs never build into one.
 */
export function startTestShop(): Promise<RunningShop> {
  // One hop of X-Forwarded-For is trusted, so a test can play a client of its own address and its rate
  // limits never spill over to the tests that follow (server/rate-limit.ts).
  process.env.TRUSTED_PROXY_COUNT ??= '1';
  // `npm test` keeps the shop's log of the whole browser run, then greps it for secrets (scripts/test.ts).
  if (process.env.SHOP_TEST_LOG) process.env.LOG_FILE = process.env.SHOP_TEST_LOG;
  // Every vendor of spec §7.3 configured, so the browser tests and Lighthouse see them all; the local
  // backends play each one (docs/adr/0022). An empty variable leaves that vendor out.
  process.env.ZENDESK_WIDGET_KEY ??= '5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10';
  process.env.CRITEO_ACCOUNT_ID ??= '74210';
  return startShop({
    port: Number(process.env.TEST_SHOP_PORT ?? 3100),
    backendsPort: Number(process.env.TEST_BACKENDS_PORT ?? 4100),
    dataDir: mkdtempSync(join(tmpdir(), 'maison-test-')),
    distDir: process.env.TEST_DIST_DIR ?? '.next-test',
    freshData: true,
  });
}

/** A production build into `distDir`, unless the one there was made from the same sources and backends. */
export async function ensureBuild(
  distDir: string,
  backendsOrigin: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  // NEXT_PUBLIC_ values are written into the build (the site's origin among them): a new value, a new build.
  const fingerprint = `${sourceFingerprint()}:${backendsOrigin}:${JSON.stringify(publicEnvironment(env))}`;
  const stamp = join(root, distDir, 'source-fingerprint');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  log('Building the shop (first start, or the sources changed)…');
  const code = await onceExit(run(['build'], { ...env, NEXT_DIST_DIR: distDir }));
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  bundleStandaloneFront(root, distDir);
  writeFileSync(stamp, fingerprint);
}

/** Next's command line, where its package.json `bin` says it is (what `npx next` runs). */
function nextBin(): string {
  const manifest = createRequire(join(root, 'package.json')).resolve('next/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { next: string } };
  return join(dirname(manifest), bin.next);
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin(), ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
}

/** The shop's own front (front/serve.ts, front/README.md), Next.js behind it, bundled first. */
export function serve(
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | 'pipe' = 'inherit',
): ChildProcess {
  const front = bundleFront(root, env.NEXT_DIST_DIR ?? '.next');
  const memory = serverMemoryOptions(env);
  const dev = args.includes('--dev');
  // A production run hands Next the configuration its build wrote, as the standalone server.js does:
  // the same next.config, without Next's warning that "next start" does not work with standalone.
  const built = dev
    ? {}
    : { [standaloneConfigVariable]: builtServerConfig(join(root, env.NEXT_DIST_DIR ?? '.next')) };
  return spawn(process.execPath, [...memory.nodeArgs, front, ...args], {
    cwd: root,
    env: { ...env, ...memory.env, NODE_ENV: dev ? 'development' : 'production', ...built },
    stdio,
  });
}

export function onceExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

function publicEnvironment(env: NodeJS.ProcessEnv): [string, string | undefined][] {
  return Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((name) => [name, env[name]]);
}

/** A hash of every source file's path, size and modification time: cheap, and changes with any edit. */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const folder of sourceFolders) visit(join(root, folder));
  for (const file of sourceFiles) visit(join(root, file));
  // tsconfig.json by its compiler options only: a build into another dist dir adds that folder's types
  // to `include` and reformats the file, and putting the file back cost the next start a whole build.
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: unknown;
  };
  hash.update(JSON.stringify(tsconfig.compilerOptions ?? null));
  return hash.digest('hex');
}
