import { connection } from 'next/server';
import { serverConfig } from '@/server/config';
import { dependencyProbe } from '@/server/health';

let dependencies: ReturnType<typeof dependencyProbe> | undefined;

/**
 * `GET /api/health` on any host (a balancer's or an orchestrator's check): always 200 while the process
 * answers, `degraded` when Redis or the Storefront is out of reach, so a busy or degraded instance stays
 * in rotation and only a dead one leaves it. The shop's own front answers the same path itself, with
 * its queue (front/serve.ts).
 */
export async function GET() {
  await connection();
  dependencies ??= dependencyProbe(serverConfig().shopify.fetchOrigin);
  const { redis, storefront } = await dependencies();
  const status = redis !== 'down' && storefront === 'ok' ? 'ok' : 'degraded';
  return Response.json({ status, redis, storefront }, { headers: { 'cache-control': 'no-store' } });
}
