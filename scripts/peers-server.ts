import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBackends } from '../backends/server';
import { nodePath, peersCacheDir, prepareCommerce, prepareHydrogen, run } from './peers/install';
import { peerPorts } from './peers/ports';
import { localCertificate, startStorefrontFront } from './peers/storefront-front';
import { onceExit, waitForHttp } from './shop-server';

/**
 * The peer storefronts (tests/peers/): Next.js Commerce and Hydrogen's skeleton, unmodified, each
 * pointed at the local Storefront by its own settings only, through a front that records what they ask.
 */
const timings: string[] = [];
async function timed<T>(label: string, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const commerceDir = await timed('Next.js Commerce install', prepareCommerce);
const hydrogenDir = await timed('Hydrogen skeleton install and build', prepareHydrogen);

const backends = await startBackends({
  LOCAL_BACKENDS_PORT: peerPorts.backends,
  // Shaped like a Storefront public access token (32 hex digits): Hydrogen refuses any other shape.
  LOCAL_STOREFRONT_TOKEN: '0123456789abcdef0123456789abcdef',
  LOCAL_SMTP_PORT: 0,
  SHOP_URL: `http://localhost:${peerPorts.hydrogen}`,
  fresh: true,
});
const tls = localCertificate(join(peersCacheDir, 'tls'));
const commerceFront = await startStorefrontFront({
  peer: 'nextjs-commerce',
  backendsOrigin: backends.origin,
  port: peerPorts.commerceFront,
  tls,
});
const hydrogenFront = await startStorefrontFront({
  peer: 'hydrogen-skeleton',
  backendsOrigin: backends.origin,
  port: peerPorts.hydrogenFront,
});

/** Commerce's own settings (its .env.example), and trust in the local certificate for this process only. */
const commerceEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  COMPANY_NAME: 'Vercel Inc.',
  SITE_NAME: 'Next.js Commerce',
  SHOPIFY_REVALIDATION_SECRET: 'local-peer-revalidation-secret',
  SHOPIFY_STOREFRONT_ACCESS_TOKEN: backends.context.config.LOCAL_STOREFRONT_TOKEN,
  SHOPIFY_STORE_DOMAIN: commerceFront.host,
  NODE_EXTRA_CA_CERTS: tls.cert,
};
// Built on every run: its pages are prerendered from the Storefront's answers at build time.
await timed('Next.js Commerce build', () =>
  run('node_modules/.bin/next', ['build'], commerceDir, commerceEnv),
);

/** Hydrogen's settings, as `shopify hydrogen env pull` would write them; the domain may carry its scheme. */
const hydrogenEnvFile = join(peersCacheDir, 'hydrogen', 'local.env');
writeFileSync(
  hydrogenEnvFile,
  [
    `PUBLIC_STORE_DOMAIN=${hydrogenFront.origin}`,
    `PUBLIC_STOREFRONT_API_TOKEN=${backends.context.config.LOCAL_STOREFRONT_TOKEN}`,
    `PUBLIC_CHECKOUT_DOMAIN=${new URL(backends.origin).host}`,
    'SESSION_SECRET=local-peer-session-secret',
  ].join('\n'),
);

const children: ChildProcess[] = [];
function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  // Its own process group, so that stopping it stops what it started too (MiniOxygen's workerd).
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PATH: nodePath, ...env },
    detached: true,
    stdio: 'inherit',
  });
  children.push(child);
  return child;
}

async function stop(code: number) {
  await Promise.all(
    children.map(async (child) => {
      const exited = child.exitCode === null && child.signalCode === null ? onceExit(child) : undefined;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // the group has already gone
      }
      await exited;
    }),
  );
  await Promise.all([commerceFront.close(), hydrogenFront.close(), backends.close()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

const commerce = start(
  'node_modules/.bin/next',
  ['start', '-p', String(peerPorts.commerce)],
  commerceDir,
  commerceEnv,
);
const hydrogen = start(
  'node_modules/.bin/shopify',
  ['hydrogen', 'preview', '--path', hydrogenDir, '--port', String(peerPorts.hydrogen), '--env-file', hydrogenEnvFile,
    '--inspector-port', String(peerPorts.hydrogenInspector)],
  hydrogenDir,
  { SHOPIFY_CLI_NO_ANALYTICS: '1', CI: '1' },
); // prettier-ignore
try {
  await timed('both peers answering', () =>
    Promise.all([
      waitForHttp(`http://localhost:${peerPorts.commerce}/`, commerce),
      waitForHttp(`http://localhost:${peerPorts.hydrogen}/`, hydrogen),
    ]),
  );
} catch (error) {
  console.error(error);
  await stop(1);
}

console.log(`Peer set-up: ${timings.join(', ')}`);
console.log(
  `Peers ready: Next.js Commerce at http://localhost:${peerPorts.commerce}, Hydrogen at http://localhost:${peerPorts.hydrogen}`,
);
