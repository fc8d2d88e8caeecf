import { siteOriginMismatch } from '@/lib/site-origin';
import { deriveClientAddresses } from './client-address';
import { instanceHealthDetails } from './instance-health';
import { routeConsoleThroughLogger } from './observability/log';
import { serveMetrics } from './observability/metrics';
import { observeRequests } from './observability/requests';
import { startTracing } from './observability/tracing';
import { answerRequestsNextFailsOn } from './requests-next-fails-on';
import { answerUnavailablePagesWith503 } from './unavailable-status';

/**
 * What every Node host needs before the first request (instrumentation.ts): a build run with another
 * origin stops here with the variable named, rather than refusing every write in the browser; then the
 * operator's view (server/observability/), first on the request-start channel so it sees each request
 * as it came; the client address (server/client-address.ts); the 405s (requests-next-fails-on.ts); and
 * the 503 of a page rendered while a provider was down (unavailable-status.ts).
 */
export function prepareServer(): void {
  const mismatch = siteOriginMismatch(process.env.SHOP_BUILT_SITE_ORIGIN);
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  routeConsoleThroughLogger();
  startTracing();
  observeRequests();
  serveMetrics(process.env, instanceHealthDetails);
  deriveClientAddresses();
  answerRequestsNextFailsOn();
  answerUnavailablePagesWith503();
}
