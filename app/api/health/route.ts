import { getRepositoryEndpoint } from '@prismicio/client';
import { connection } from 'next/server';
import { serverConfig } from '@/server/config';
import { asksReadiness, dependencyProbe, healthAnswer } from '@/server/health';

let dependencies: ReturnType<typeof dependencyProbe> | undefined;

/**
 * `GET /api/health` on any host (a balancer's or an orchestrator's check): 200 while the process
 * answers, `degraded` in the body when Redis, the Storefront or Prismic is out of reach, so a busy or
 * degraded instance stays alive. `?ready` is the readiness check: a 503 while this instance cannot
 * reach one of them (server/health.ts). The shop's own front answers the same path itself, with its
 * queue (front/serve.ts).
 */
export async function GET(request: Request) {
  await connection();
  const { shopify, prismic } = serverConfig();
  dependencies ??= dependencyProbe({
    storefront: shopify.fetchOrigin,
    prismic: prismic.endpoint ?? getRepositoryEndpoint(prismic.repository),
  });
  const { status, body } = healthAnswer(await dependencies(), asksReadiness(request.url));
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
