import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

/**
 * A page rendered while a provider could not answer is sent as a 503 with Retry-After rather than
 * Next's 500 (docs/adr/0001, "A provider that cannot answer"). Next fails any prerender in which a
 * cached read threw, even when the page caught it and rendered the shop's error block: it sends that
 * render with a 500 and stores nothing, and a page render has no way to set its own status. So each
 * request carries a note (on the request-start channel, before Next sees it, on any Node host) that a
 * page's error branch sets, and a 500 sent for a noted request goes out as a 503 instead.
 */

/** Seconds a visitor's browser or a crawler is asked to wait before trying the page again. */
const unavailableRetryAfterSeconds = 30;

interface RequestNote {
  providerUnavailable: boolean;
}

// instrumentation.ts and the app's bundles load this module separately: one store for both.
const shared = globalThis as {
  __shopRequestNotes?: AsyncLocalStorage<RequestNote>;
  __shopProviderUnavailableAt?: number;
};
const notes = (shared.__shopRequestNotes ??= new AsyncLocalStorage<RequestNote>());

/**
 * A request that joins another one's render in Next's response cache (a router prefetch of the same
 * page, a moment earlier) gets that render's failure without the note: a failed prerender (Next's
 * no-store 500) this soon after a provider failure is taken as one.
 */
const joinedRenderWindowMs = 10_000;

function failedPrerenderDuringOutage(response: ServerResponse): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  const lastFailure = shared.__shopProviderUnavailableAt ?? -Infinity;
  return (
    cacheControl.startsWith('private, no-cache, no-store') &&
    performance.now() - lastFailure < joinedRenderWindowMs
  );
}

/** Called where a page or part of one caught a provider failure and rendered its error block instead. */
export function noteProviderUnavailable(): void {
  // Not Date.now(): Next fails a prerender that reads the clock; performance.now() is allowed.
  shared.__shopProviderUnavailableAt = performance.now();
  const note = notes.getStore();
  if (note) note.providerUnavailable = true;
}

/** Once per process, from instrumentation.ts (server/startup.ts). */
export function answerUnavailablePagesWith503(): void {
  const store = globalThis as { __shopUnavailableStatus?: boolean };
  if (store.__shopUnavailableStatus) return;
  store.__shopUnavailableStatus = true;
  subscribe('http.server.request.start', (message) => {
    const { response } = message as { response: ServerResponse };
    const note: RequestNote = { providerUnavailable: false };
    // The channel publishes synchronously before the server emits the request: everything Next runs
    // for it, the page's render included, inherits this store.
    notes.enterWith(note);
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const unavailable = note.providerUnavailable || failedPrerenderDuringOutage(this);
      if (status !== 500 || !unavailable) return writeHead.call(this, status, ...(rest as []));
      this.setHeader('retry-after', String(unavailableRetryAfterSeconds));
      // Any reason phrase given was the 500's.
      const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
      return writeHead.call(this, 503, ...(headers as []));
    } as ServerResponse['writeHead'];
  });
}
