import {
  context,
  propagation,
  ProxyTracerProvider,
  ROOT_CONTEXT,
  SpanKind,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry traces (docs/adr/0024), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: OTLP/HTTP,
 * batched every OTEL_BSP_SCHEDULE_DELAY ms (5000), a share OTEL_TRACES_SAMPLER_ARG (0 to 1; one in ten
 * by default) sampled, both read here as the SDK no longer does. Off, nothing is registered and
 * `tracer()` is null. Next's own spans join the same provider through the global OpenTelemetry API.
 */
const serviceName = 'maison-storefront';
/**
 * One request in ten unless the operator says otherwise: it keeps the cost of logs, metrics and traces
 * together a small share of throughput, where tracing every request cost far more on a page-cache hit
 * (measured in docs/adr/0024, `npm run bench:observability`). `OTEL_TRACES_SAMPLER_ARG=1` traces all.
 */
const defaultTracedShare = 0.1;

const shared = globalThis as { __shopTracer?: Tracer | null; __shopTracedShare?: number };

export function tracer(): Tracer | null {
  return shared.__shopTracer ?? null;
}

/** Once per process (server/startup.ts). */
export function startTracing(env: Record<string, string | undefined> = process.env): void {
  if (shared.__shopTracer !== undefined) return;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    shared.__shopTracer = null;
    return;
  }
  const share = Number(env.OTEL_TRACES_SAMPLER_ARG ?? defaultTracedShare);
  shared.__shopTracedShare = Number.isFinite(share) ? share : defaultTracedShare;
  const provider = new TracerProvider({
    // The only roots are the requests' spans, sampled before they are made (startRequestSpan); every
    // other span is made in a sampled request's trace and follows its parent.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        scheduledDelayMillis: Number(env.OTEL_BSP_SCHEDULE_DELAY) || undefined,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  traceNextOnlyUnderRecordingSpans();
  shared.__shopTracer = trace.getTracer(serviceName);
  // Spans still in the batch go out before the process ends (SIGTERM from a balancer or a deploy).
  process.once('beforeExit', () => void provider.shutdown());
}

/**
 * Next.js builds its spans for every request once any tracer provider is registered, sampled or not:
 * its tracer asks the global provider for its delegate and traces unless that is the API's no-op one
 * (a page-cache hit paid for it even when unsampled, docs/adr/0024). Asked that, the global
 * provider answers the no-op one, so Next traces only under a recording span, which only a sampled
 * request has (startRequestSpan makes it the active one); the tracers it hands out stay the SDK's.
 */
function traceNextOnlyUnderRecordingSpans(): void {
  const global = trace.getTracerProvider();
  if (!(global instanceof ProxyTracerProvider)) return;
  const none = new ProxyTracerProvider().getDelegate();
  global.getDelegate = () => none;
}

/**
 * The span of one request, made its active context before Next sees it: one request, one trace, whose
 * id the log line knows. `keepInbound` only for the proxy's own rewrite come back over HTTP; a client's
 * `traceparent` would let it choose our trace ids. `startTime` (performance.now()) may be earlier (the
 * front's queue). An unsampled request gets undefined, so neither Next nor upstream.ts makes a span
 * (even an unrecorded one cost a page-cache hit CPU, docs/adr/0024).
 */
export function startRequestSpan(
  active: Tracer,
  name: string,
  headers: Record<string, string | string[] | undefined>,
  keepInbound: boolean,
  startTime: number,
): Span | undefined {
  if (!keepInbound) {
    delete headers.tracestate;
    if (Math.random() >= (shared.__shopTracedShare ?? 1)) {
      delete headers.traceparent;
      return undefined;
    }
  } else if (headers.traceparent === undefined) return undefined;
  // A new trace unless it is the proxy's rewrite: a request has no other parent.
  const parent = keepInbound ? propagation.extract(ROOT_CONTEXT, headers) : ROOT_CONTEXT;
  const span = active.startSpan(name, { kind: SpanKind.SERVER, startTime }, parent);
  const withSpan = trace.setSpan(parent, span);
  propagation.inject(withSpan, headers);
  // As the request's id is entered (request-context.ts): everything run for this request inherits it.
  context.attach(withSpan);
  return span;
}
