import 'server-only';
import { getRepositoryEndpoint } from '@prismicio/client';
import { serverConfig } from './config';
import { dependencyProbe, healthDetails } from './health';
import { frontProbe } from './observability/front-probe';

/**
 * This process's view of its dependencies, probed from the configured Storefront and Prismic origins:
 * one probe per process for the public health route and the operator's details on METRICS_PORT.
 */
let probe: ReturnType<typeof dependencyProbe> | undefined;

export function instanceDependencies() {
  const { shopify, prismic } = serverConfig();
  probe ??= dependencyProbe({
    storefront: shopify.fetchOrigin,
    prismic: prismic.endpoint ?? getRepositoryEndpoint(prismic.repository),
  });
  return probe();
}

/** The details the metrics port serves, with the front's queue when the front runs in this process. */
export async function instanceHealthDetails(): Promise<string> {
  const admission = frontProbe()?.admission();
  const queue: Record<string, number> = admission
    ? { inFlight: admission.inFlight, queued: admission.queued }
    : {};
  return healthDetails(await instanceDependencies(), queue);
}
