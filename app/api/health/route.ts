import { connection } from 'next/server';
import { asksReadiness, healthAnswer } from '@/server/health';
import { instanceDependencies } from '@/server/instance-health';

/**
 * `GET /api/health` on any host (a balancer's or an orchestrator's check): `{"status":"ok"}` and a
 * 200 while the process answers. `?ready` is the readiness check: a 503 while this instance cannot
 * reach Redis, the Storefront or Prismic. Which one is down is told only on METRICS_PORT's `/health`
 * (server/health.ts). The shop's own front answers the same path itself (front/serve.ts).
 */
export async function GET(request: Request) {
  await connection();
  const { status, body } = healthAnswer(await instanceDependencies(), asksReadiness(request.url));
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
