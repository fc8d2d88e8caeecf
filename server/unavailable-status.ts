import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { requestNotes as notes, type RequestNote } from '../shared-store/request-notes.mjs';

/**
 * A page rendered while a provider could not answer goes out as an uncached 503 with Retry-After,
 * not Next's 500 or a 200 that a render joining another request's failed read would store for an hour
 * (docs/adr/0001, "A provider that cannot answer"). A render cannot set its status, so each request
 * carries a note (set up on the request-start channel, on any Node host) that the page's error branch
 * sets; the page cache does not store a noted answer (shared-store/page-cache.mjs).
 */

/** Seconds a visitor's browser or a crawler is asked to wait before trying the page again. */
const unavailableRetryAfterSeconds = 30;

// instrumentation.ts and the app's bundles load this module separately: one clock for both.
const shared = globalThis as { __shopProviderUnavailableAt?: number };

/**
 * A request that joins another one's render in Next's response cache (a router prefetch of the same
 * page, a moment earlier) gets that render's failure without the note: a failed prerender (Next's
 * no-store 500) this soon after a provider failure is taken as one.
 */
const joinedRenderWindowMs = 10_000;

/** Next's Cache-Control for an answer nobody may keep. */
const uncached = 'private, no-cache, no-store, max-age=0, must-revalidate';

function failedPrerenderDuringOutage(response: ServerResponse): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  const lastFailure = shared.__shopProviderUnavailableAt ?? -Infinity;
  return cacheControl.startsWith(uncached) && performance.now() - lastFailure < joinedRenderWindowMs;
}

/** A page a shared cache (the front's, a CDN) may keep: a streamed or private answer is left as sent. */
function isSharedCacheable(response: ServerResponse): boolean {
  return /\bs-maxage=[1-9]/.test(String(response.getHeader('cache-control') ?? ''));
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
      const unavailable =
        status === 500
          ? note.providerUnavailable || failedPrerenderDuringOutage(this)
          : note.providerUnavailable && isSharedCacheable(this);
      if (!unavailable) return writeHead.call(this, status, ...(rest as []));
      this.setHeader('retry-after', String(unavailableRetryAfterSeconds));
      this.setHeader('cache-control', uncached);
      // Any reason phrase given was the first status's.
      const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
      return writeHead.call(this, 503, ...(headers as []));
    } as ServerResponse['writeHead'];
  });
}
