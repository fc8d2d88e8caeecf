import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { nodePath, peersCacheDir, prepareCommerce, run } from './install';
import { localCertificate, startStorefrontFront } from './storefront-front';
import { onceExit, waitForHttp } from '../shop-server';

/**
 * Next.js Commerce (../shared/peers/), unmodified, built and started against a local Storefront by its
 * own settings only (its .env.example), behind a front that records what it asks
 * (scripts/peers/storefront-front.ts). Used by the peer tests (scripts/peers-server.ts) and by
 * `npm run bench`, which measures the shop beside it on one Storefront.
 */
export async function startCommerce(options: {
  backendsOrigin: string;
  storefrontToken: string;
  port: number;
  frontPort: number;
  /** Told how long the build took. */
  log?: (line: string) => void;
}) {
  const dir = await prepareCommerce();
  const tls = localCertificate(join(peersCacheDir, 'tls'));
  const front = await startStorefrontFront({
    peer: 'nextjs-commerce',
    backendsOrigin: options.backendsOrigin,
    port: options.frontPort,
    tls,
  });
  /** Commerce's own settings, and trust in the local certificate for its process only. */
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    COMPANY_NAME: 'Vercel Inc.',
    SITE_NAME: 'Next.js Commerce',
    SHOPIFY_REVALIDATION_SECRET: 'local-peer-revalidation-secret',
    SHOPIFY_STOREFRONT_ACCESS_TOKEN: options.storefrontToken,
    SHOPIFY_STORE_DOMAIN: front.host,
    NODE_EXTRA_CA_CERTS: tls.cert,
  };
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = onceExit(child);
      try {
        // Its own process group, so that stopping it stops what it started too.
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // the group has already gone
      }
      await exited;
    }
    await front.close();
  };
  try {
    // Built on every start: its pages are prerendered from the Storefront's answers at build time.
    const built = performance.now();
    await run('node_modules/.bin/next', ['build'], dir, env);
    options.log?.(`Next.js Commerce build ${((performance.now() - built) / 1000).toFixed(1)} s`);
    child = spawn('node_modules/.bin/next', ['start', '-p', String(options.port)], {
      cwd: dir,
      env: { ...process.env, PATH: nodePath, ...env },
      detached: true,
      stdio: 'inherit',
    });
    const url = `http://localhost:${options.port}`;
    await waitForHttp(`${url}/`, child);
    return { url, front, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
