import { hostname } from 'node:os';
import { missingTools, startBalancer, startRedis, type Process } from '../scripts/cluster';
import { startStandalone, type StandaloneServer } from '../scripts/standalone';

/**
 * The production recipe (docs/deploy.md) without a container engine: the Dockerfile's runtime stage
 * once per instance, behind HAProxy with Redis. Each is the standalone output in an empty folder, run
 * by `node server.js` with only a production host's environment (NODE_ENV, PORT, HOSTNAME as a
 * container sets it). No front of ours: HAProxy queues and health-checks, Next gzips.
 * tests/e2e/deploy.spec.ts runs it.
 */
interface DeployOptions {
  /** The build folder whose `standalone/` and `static/` make the image. */
  distDir: string;
  /** Where HAProxy listens. */
  port: number;
  instancePorts: number[];
  redisPort: number;
  /**
   * What the operator sets on every instance: NEXT_PUBLIC_SITE_URL (the build's), ALTCHA_HMAC_KEY (one
   * for all), the hosted services' variables or LOCAL_BACKENDS_URL.
   */
  env: Record<string, string>;
}

export interface Deployment {
  url: string;
  instances: StandaloneServer[];
  stop(): Promise<void>;
}

/** Requests HAProxy lets into one instance at once; the rest wait in its queue (cluster/haproxy.cfg). */
const requestsPerInstance = 8;

export async function deploy(options: DeployOptions): Promise<Deployment> {
  const missing = missingTools();
  if (missing.length > 0) throw new Error(`The recipe needs ${missing.join(' and ')}`);
  const started: { stop(): Promise<void> }[] = [];
  const instances: StandaloneServer[] = [];
  const stop = async () => {
    for (const part of started.reverse()) await part.stop();
  };
  try {
    const redis: Process = await startRedis(options.redisPort);
    started.push(redis);
    // One after the other: a starting instance takes a core for a few seconds.
    for (const port of options.instancePorts) {
      const instance = await startStandalone(options.distDir, {
        ...options.env,
        HOSTNAME: hostname(),
        PORT: String(port),
        REDIS_URL: `redis://127.0.0.1:${options.redisPort}`,
        // HAProxy appends the client's address to X-Forwarded-For: one hop is trusted (docs/adr/0020).
        TRUSTED_PROXY_COUNT: '1',
      });
      started.push(instance);
      instances.push(instance);
    }
    started.push(await startBalancer(options.port, options.instancePorts, { maxconn: requestsPerInstance }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${options.port}`, instances, stop };
}
