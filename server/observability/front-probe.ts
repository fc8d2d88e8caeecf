import type { IncomingMessage } from 'node:http';

/**
 * What the shop's optional Node front (front/serve.ts) shows the metrics (server/observability/metrics.ts)
 * of its admission queue, page micro-cache and compressed answers. The front and the app are bundled apart and meet in
 * one process: the front leaves its probe on globalThis, the metrics read it at each scrape, and the
 * front's hot path only bumps two numbers. On a host without the front there is no probe.
 */
export interface FrontProbe {
  admission(): { inFlight: number; queued: number; shed: number };
  /** Bytes of the compressed answers the front keeps (front/compressed-answers.ts). */
  compressedBytes(): number;
  cacheHits: number;
  cacheMisses: number;
}

const shared = globalThis as { __shopFrontProbe?: FrontProbe };

export function exposeFront(
  admission: FrontProbe['admission'],
  compressedBytes: FrontProbe['compressedBytes'],
): FrontProbe {
  return (shared.__shopFrontProbe = { admission, compressedBytes, cacheHits: 0, cacheMisses: 0 });
}

export function frontProbe(): FrontProbe | undefined {
  return shared.__shopFrontProbe;
}

/**
 * Work the observing of a request (server/observability/requests.ts) leaves until the front hands the
 * request to Next (its trace): most of the front's answers are its own, and need none of it. Kept on
 * the request, which both bundles see.
 */
const untilNext = Symbol.for('shop.untilNext');
type Deferring = IncomingMessage & { [untilNext]?: () => void };

export function deferUntilNext(request: IncomingMessage, work: () => void): void {
  (request as Deferring)[untilNext] = work;
}

/** Called by the front as it hands `request` to Next. */
export function enteringNext(request: IncomingMessage): void {
  const work = (request as Deferring)[untilNext];
  if (!work) return;
  delete (request as Deferring)[untilNext];
  work();
}
