import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startBackends } from '../backends/server';
import { missingTools, startBalancer, startInstance, startRedis, type Process } from './cluster';
import { ensureBuild, usesHostedServices } from './shop-server';

/**
 * `npm run start:cluster`: the shop scaled out as deployed (docs/adr/0010-scale-out.md): Redis
 * (REDIS_URL, or one on REDIS_PORT), a non-evicting Redis for limits and bot-check marks
 * (REDIS_LIMITS_URL, or REDIS_PORT + 1), the local backends, SHOP_INSTANCES (3) instances on ports
 * 3001… (NEXT_DIST_DIR's build) behind HAProxy on :3000. Metrics on 127.0.0.1, METRICS_PORT (9400) +
 * the instance's number, scraped by cluster/prometheus.yml.
 */
const missing = missingTools();
if (missing.length > 0) {
  console.error(`start:cluster needs ${missing.join(' and ')}; .ci/run installs them when missing.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const count = Number(process.env.SHOP_INSTANCES ?? 3);
const instancePorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const redisPort = Number(process.env.REDIS_PORT ?? 6379);
const limitsRedisPort = Number(process.env.REDIS_LIMITS_PORT ?? redisPort + 1);
const url = `http://localhost:${port}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const metricsPorts = instancePorts.map((_, i) => Number(process.env.METRICS_PORT ?? 9400) + 1 + i);
const running: Process[] = [];

const backends = usesHostedServices()
  ? null
  : await startBackends({
      LOCAL_BACKENDS_PORT: Number(process.env.LOCAL_BACKENDS_PORT ?? 4000),
      LOCAL_BACKENDS_DATA_DIR: process.env.LOCAL_BACKENDS_DATA_DIR ?? join(process.cwd(), '.data'),
      SHOP_URL: url,
    });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? url,
  // HAProxy adds the client's address to X-Forwarded-For: one trusted hop (server/rate-limit.ts).
  TRUSTED_PROXY_COUNT: process.env.TRUSTED_PROXY_COUNT ?? '1',
  // One bot-check key for every instance: HAProxy may send a challenge and its answer to different ones.
  ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
  ...(backends ? { LOCAL_BACKENDS_URL: backends.origin } : {}),
};

const stop = async () => {
  for (const part of running.reverse()) await part.stop();
  await backends?.close();
};
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stop().then(() => process.exit(0));
  });
}

try {
  await ensureBuild(distDir, backends?.origin ?? 'hosted', env, console.log);
  if (!process.env.REDIS_URL) {
    running.push(await startRedis(redisPort));
    env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  }
  if (!process.env.REDIS_LIMITS_URL) {
    running.push(await startRedis(limitsRedisPort, { role: 'limits' }));
    env.REDIS_LIMITS_URL = `redis://127.0.0.1:${limitsRedisPort}`;
  }
  console.log(`Redis (shared cache, revalidations) at ${env.REDIS_URL}`);
  console.log(`Redis (rate limits, bot-check marks; noeviction) at ${env.REDIS_LIMITS_URL}`);
  // One after the other: a starting instance takes a core for a few seconds.
  for (const [i, instancePort] of instancePorts.entries()) {
    running.push(
      await startInstance(instancePort, { ...env, METRICS_PORT: String(metricsPorts[i]) }, { restart: true }),
    );
    console.log(
      `Instance at http://localhost:${instancePort} (metrics: http://127.0.0.1:${metricsPorts[i]}/metrics)`,
    );
  }
  running.push(await startBalancer(port, instancePorts));
  console.log(
    `\nMaison Aurèle (${count} instances behind HAProxy) is ready at ${url}  (Ctrl-C stops everything)\n`,
  );
} catch (error) {
  console.error((error as Error).message);
  await stop();
  process.exit(1);
}
