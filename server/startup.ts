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
 * origin than it was made for stops here with the variable named, rather than refusing every write in
 * the browser; then the operator's view (server/observability/: JSON logs with a request id, metrics
 * and the health details on METRICS_PORT, traces when OTEL_EXPORTER_OTLP_ENDPOINT is set), first on the request-start
 * channel so it sees each request as it came; the client address is derived from the socket
 * (server/client-address.ts); a request Next.js cannot carry gets a 405
 * (server/requests-next-fails-on.ts); a page rendered while a provider was down goes out as a 503
 * (server/unavailable-status.ts).
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
