import { context, ROOT_CONTEXT, trace, type Span } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { BaseServerSpan } from 'next/dist/server/lib/trace/constants';
import { getTracer as nextTracer } from 'next/dist/server/lib/trace/tracer';
import { beforeAll, expect, test } from 'vitest';
import { startRequestSpan, startTracing, tracer } from '@/server/observability/tracing';
import { observeUpstream } from '@/server/observability/upstream';

/**
 * A request left out of the sample costs Next nothing (docs/adr/0024). Next's own tracer,
 * as it wraps each request, is asked under a request the shop did and did not sample. No root is
 * sampled here (OTEL_TRACES_SAMPLER_ARG 0): the proxy's rewrite carries the decision in `traceparent`.
 */
beforeAll(() => {
  startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    OTEL_TRACES_SAMPLER_ARG: '0',
    OTEL_BSP_SCHEDULE_DELAY: '600000',
  });
});

function nextRequestSpanUnder(flags: '00' | '01') {
  return context.with(ROOT_CONTEXT, () => {
    const headers = { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-${flags}` };
    const request = startRequestSpan(tracer()!, 'GET', headers, true, performance.now())!;
    let made: Span | undefined;
    let recording = false;
    const answer = nextTracer().trace(BaseServerSpan.handleRequest, (span?: Span) => {
      made = span;
      recording = span?.isRecording() ?? false;
      return 'answered';
    });
    return { answer, request, made, recording };
  });
}

test('a request left out of the sample gets no span, no context, and loses a client’s traceparent', () => {
  const headers: Record<string, string | undefined> = {
    traceparent: `00-${'c'.repeat(32)}-${'d'.repeat(16)}-01`,
    tracestate: 'vendor=chosen',
  };
  const span = context.with(ROOT_CONTEXT, () => {
    const made = startRequestSpan(tracer()!, 'GET', headers, false, performance.now());
    return { made, active: trace.getActiveSpan() };
  });
  expect(span).toEqual({ made: undefined, active: undefined });
  // Else the proxy's rewrite, which keeps what it finds there, would start the client's trace.
  expect(headers).toEqual({});
});

test('the proxy’s rewrite of a request left out of the sample starts no trace of its own', () => {
  const made = context.with(ROOT_CONTEXT, () =>
    startRequestSpan(tracer()!, 'GET', {}, true, performance.now()),
  );
  expect(made).toBeUndefined();
});

test('under a request left out of the sample, Next makes no span at all, not even an unrecorded one', () => {
  const { answer, request, made } = nextRequestSpanUnder('00');
  expect(request.isRecording()).toBe(false);
  expect(answer).toBe('answered');
  expect(made).toBeUndefined();
});

test('under a sampled request, Next records its span as a child of the request’s', () => {
  const { answer, request, made, recording } = nextRequestSpanUnder('01');
  expect(answer).toBe('answered');
  expect(recording).toBe(true);
  expect((made as unknown as ReadableSpan).parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  expect(made?.spanContext().traceId).toBe(request.spanContext().traceId);
});

function activeSpanInProviderCallUnder(flags: '00' | '01', { ended = false } = {}) {
  return context.with(ROOT_CONTEXT, async () => {
    const headers = { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-${flags}` };
    const request = startRequestSpan(tracer()!, 'GET', headers, true, performance.now())!;
    if (ended) request.end();
    // Read during the call: the call's own span has ended by the time it answers.
    const inCall = await observeUpstream('storefront', 'ProductPage', async () => {
      const span = trace.getActiveSpan();
      return { span, recording: span?.isRecording() ?? false };
    });
    return { request, ...inCall };
  });
}

test('under a request left out of the sample, a provider call makes no span and stays in the request’s context', async () => {
  const { request, span } = await activeSpanInProviderCallUnder('00');
  expect(span).toBe(request);
});

test('under a sampled request, a provider call is a recorded child span of the request’s', async () => {
  const { request, span, recording } = await activeSpanInProviderCallUnder('01');
  expect(recording).toBe(true);
  expect((span as unknown as ReadableSpan).parentSpanContext?.spanId).toBe(request.spanContext().spanId);
});

test('a provider call that starts after the span around it has ended is still in its trace', async () => {
  // As in a render, whose calls often start after Next's span around them has ended.
  const { request, span, recording } = await activeSpanInProviderCallUnder('01', { ended: true });
  expect(recording).toBe(true);
  expect((span as unknown as ReadableSpan).parentSpanContext?.spanId).toBe(request.spanContext().spanId);
});
