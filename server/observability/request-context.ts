import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What every log line, metric and span of one request shares (docs/adr/0024): its id, and the trace it is
 * in once tracing has seen it. Entered on Node's request-start channel before any handler runs
 * (server/observability/requests.ts), so Next's proxy, its render, the server actions and the calls
 * to the providers all run inside it, on any Node host.
 */
export interface RequestContext {
  readonly id: string;
  traceId?: string;
}

export const requestIdHeader = 'x-request-id';

// instrumentation.ts and the app's bundles load this module separately: one store for both.
const shared = globalThis as { __shopRequestContexts?: AsyncLocalStorage<RequestContext> };
export const requestContexts = (shared.__shopRequestContexts ??= new AsyncLocalStorage<RequestContext>());

export function currentRequest(): RequestContext | undefined {
  return requestContexts.getStore();
}

/**
 * A balancer's or a caller's id is kept when it is a short token (so a trace across systems keeps
 * one id); anything else (a header a client filled with text, markup or a long string) is replaced,
 * so the id is always safe to log and to echo.
 */
const safeRequestId = /^[\w.:-]{1,64}$/;

export function requestIdFrom(inbound: string | string[] | undefined): string {
  return typeof inbound === 'string' && safeRequestId.test(inbound) ? inbound : randomUUID();
}
