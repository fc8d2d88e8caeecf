import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBackends } from '../backends/server';
import { startCommerce } from './peers/commerce';
import { nodePath, peersCacheDir, prepareHydrogen } from './peers/install';
import { peerPorts } from './peers/ports';
import { startStorefrontFront } from './peers/storefront-front';
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

const hydrogenDir = await timed('Hydrogen skeleton install and build', prepareHydrogen);

const backends = await startBackends({
  LOCAL_BACKENDS_PORT: peerPorts.backends,
  // Shaped like a Storefront public access token (32 hex digits): Hydrogen refuses any other shape.
  LOCAL_STOREFRONT_TOKEN: '0123456789abcdef0123456789abcdef',
  LOCAL_SMTP_PORT: 0,
  SHOP_URL: `http://localhost:${peerPorts.hydrogen}`,
  fresh: true,
});
const hydrogenFront = await startStorefrontFront({
  peer: 'hydrogen-skeleton',
  backendsOrigin: backends.origin,
  port: peerPorts.hydrogenFront,
});

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

let commerce: Awaited<ReturnType<typeof startCommerce>> | undefined;
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
  await commerce?.stop();
  await Promise.all([hydrogenFront.close(), backends.close()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

try {
  commerce = await timed('Next.js Commerce install, build and start', () =>
    startCommerce({
      backendsOrigin: backends.origin,
      storefrontToken: backends.context.config.LOCAL_STOREFRONT_TOKEN,
      port: peerPorts.commerce,
      frontPort: peerPorts.commerceFront,
    }),
  );
  const hydrogen = start(
    'node_modules/.bin/shopify',
    ['hydrogen', 'preview', '--path', hydrogenDir, '--port', String(peerPorts.hydrogen), '--env-file', hydrogenEnvFile,
      '--inspector-port', String(peerPorts.hydrogenInspector)],
    hydrogenDir,
    { SHOPIFY_CLI_NO_ANALYTICS: '1', CI: '1' },
  ); // prettier-ignore
  await timed('Hydrogen answering', () => waitForHttp(`http://localhost:${peerPorts.hydrogen}/`, hydrogen));
} catch (error) {
  console.error(error);
  await stop(1);
}

console.log(`Peer set-up: ${timings.join(', ')}`);
console.log(
  `Peers ready: Next.js Commerce at http://localhost:${peerPorts.commerce}, Hydrogen at http://localhost:${peerPorts.hydrogen}`,
);
