import { context, propagation, SpanKind, trace, type Span, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry traces (issue 35), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans go there
 * over OTLP/HTTP (JSON; the exporter reads the OTEL_EXPORTER_OTLP_* variables), batched every
 * OTEL_BSP_SCHEDULE_DELAY ms (5000), a share OTEL_TRACES_SAMPLER_ARG (0 to 1; all by default) of the
 * requests sampled (the SDK no longer reads either itself). Off, nothing is registered and
 * `tracer()` is null, so no span is made anywhere. Next's own spans (the request, the render, route
 * handlers) join the same provider through the global OpenTelemetry API it reads.
 */
const serviceName = 'maison-storefront';

const shared = globalThis as { __shopTracer?: Tracer | null };

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
  const share = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const provider = new TracerProvider({
    // A request not sampled still carries a context (unrecorded), so Next's spans under it are not made.
    sampler: new ParentBasedSampler({
      root: new TraceIdRatioBasedSampler(Number.isFinite(share) ? share : 1),
    }),
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
  shared.__shopTracer = trace.getTracer(serviceName);
  // Spans still in the batch go out before the process ends (SIGTERM from a balancer or a deploy).
  process.once('beforeExit', () => void provider.shutdown());
}

/**
 * The span of one request, started before Next sees it: Next reads its context from the request's
 * `traceparent` (and its middleware pass and render become children), so one request is one trace
 * whose id is known before the render for the log line. `inbound` is kept only when it is the proxy's
 * own rewrite come back over HTTP; a client's traceparent would let it choose ids in our traces.
 * `startTime` (performance.now()) is when the request came, which may be earlier (the front's queue).
 */
export function startRequestSpan(
  active: Tracer,
  name: string,
  headers: Record<string, string | string[] | undefined>,
  keepInbound: boolean,
  startTime: number,
): Span {
  if (!keepInbound) delete headers.tracestate;
  const parent = keepInbound ? propagation.extract(context.active(), headers) : context.active();
  const span = active.startSpan(name, { kind: SpanKind.SERVER, startTime }, parent);
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return span;
}
