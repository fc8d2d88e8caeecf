import { SpanKind, SpanStatusCode, trace, TraceFlags, type Span } from '@opentelemetry/api';
import { logger } from './log';
import { metrics } from './metrics';
import { tracer } from './tracing';

/**
 * One call to a provider (docs/adr/0024): a client span under the page's or action's span, its latency
 * and outcome in the metrics, and a warning line with the request's id when it fails. `failureKind`
 * names a failure for the metrics (`throttled`, `unavailable`…); its message goes to the log.
 */
export type UpstreamService = 'storefront' | 'prismic' | 'admin' | 'smtp';

export function observeUpstream<T>(
  service: UpstreamService,
  operation: string,
  call: () => Promise<T>,
  failureKind: (error: unknown) => string = () => 'error',
): Promise<T> {
  const counts = metrics();
  const started = performance.now();
  const settle = (span: Span | undefined, error?: unknown) => {
    const kind = error === undefined ? 'ok' : failureKind(error);
    const seconds = (performance.now() - started) / 1000;
    counts?.upstreamDuration.observe({ service, operation, outcome: kind }, seconds);
    if (error !== undefined) {
      counts?.upstreamErrors.inc({ service, operation, kind });
      logger().warn({ service, operation, kind, durationMs: Math.round(seconds * 1000) }, String(error));
      span?.setStatus({ code: SpanStatusCode.ERROR, message: kind });
    }
    span?.end();
  };
  const run = (span?: Span) =>
    call().then(
      (result) => {
        settle(span);
        return result;
      },
      (error: unknown) => {
        settle(span, error);
        throw error;
      },
    );
  const active = tracer();
  // Only in a sampled trace (a sampled request's): a call outside any request has no trace to join,
  // and under an unrecorded span its own would record nothing yet cost a span, a context and a switch.
  // Sampled, not recording: a render's calls often start after Next's span around them has ended.
  const parent = trace.getActiveSpan()?.spanContext();
  if (!active || !parent || !(parent.traceFlags & TraceFlags.SAMPLED)) return run();
  const attributes = { 'shop.upstream.service': service, 'shop.upstream.operation': operation };
  return active.startActiveSpan(`${service} ${operation}`, { kind: SpanKind.CLIENT, attributes }, run);
}

const operationNames = new Map<string, string>();

/** A GraphQL document's operation name (`query ProductPage`), read once per document. */
export function graphqlOperationName(document: string): string {
  let name = operationNames.get(document);
  if (name === undefined) {
    name = /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
    operationNames.set(document, name);
  }
  return name;
}
