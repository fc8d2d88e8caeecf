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
 * OpenTelemetry traces (issue 35), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans go there
 * over OTLP/HTTP (JSON; the exporter reads the OTEL_EXPORTER_OTLP_* variables), batched every
 * OTEL_BSP_SCHEDULE_DELAY ms (5000), a share OTEL_TRACES_SAMPLER_ARG (0 to 1; one in ten by default) of
 * the requests sampled (the SDK no longer reads either itself). Off, nothing is registered and
 * `tracer()` is null, so no span is made anywhere. Next's own spans (the request, the render, route
 * handlers) join the same provider through the global OpenTelemetry API it reads.
 */
const serviceName = 'maison-storefront';
/**
 * One request in ten unless the operator says otherwise: it keeps the cost of logs, metrics and traces
 * together within 5 % of throughput, where tracing every request cost 13 % on a page-cache hit
 * (docs/adr/0024, `npm run bench:observability`). `OTEL_TRACES_SAMPLER_ARG=1` traces every request.
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
 * (a page-cache hit cost 11 % more CPU at 10 % sampling, docs/adr/0024). Asked that, the global
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
 * The span of one request, started before Next sees it and made the active context of the rest of
 * the request (its middleware pass and render become children), so one request is one trace whose id
 * is known before the render for the log line. Its `traceparent` goes on the request too, for the
 * proxy's rewrite that comes back over HTTP. `keepInbound` is true only for the proxy's own rewrite
 * come back over HTTP, which belongs to its first pass's trace, or to none; a client's traceparent
 * would let it choose ids in our traces. `startTime` (performance.now()) is when the request came,
 * which may be earlier (the front's queue).
 *
 * A request left out of the sample gets no span and no context at all (undefined): under no
 * recording span, Next makes none of its own (traceNextOnlyUnderRecordingSpans) and the provider
 * calls none (upstream.ts), so nine requests in ten at 10 % pay one random number. Made, its
 * unrecorded span and context took about 1.4 % of a page-cache hit's CPU (docs/adr/0024).
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
