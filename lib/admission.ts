/**
 * Admission control for the shop's HTTP front (scripts/serve.ts, docs/adr/0008-load-shedding.md): at
 * most `maxInFlight` requests are inside Next.js at once, the next `maxQueue` wait in arrival order
 * (first in, first out), and none waits longer than `maxWaitMs`; everything else is shed at once, with
 * a 503 the front writes itself. Pure and clock-free (the caller passes `now`), so the rule is
 * unit-tested apart from the server.
 */

export interface AdmissionLimits {
  /** Requests Next.js works on at once. */
  maxInFlight: number;
  /** Requests waiting for a place; one more is shed at once. */
  maxQueue: number;
  /** The longest a request waits for a place before it is shed. */
  maxWaitMs: number;
}

/** A request the gate knows of: `start` lets it into Next.js, `shed` answers it with the busy page. */
export interface Admittable {
  start(): void;
  shed(): void;
}

interface Waiting {
  request: Admittable;
  since: number;
}

export type Admitted = 'started' | 'queued' | 'shed';

export interface AdmissionStats {
  inFlight: number;
  queued: number;
  started: number;
  shed: number;
  /** The longest wait of a request that was started, since the gate was made (ms). */
  longestWaitMs: number;
}

export class AdmissionGate {
  readonly #limits: AdmissionLimits;
  #inFlight = 0;
  #queue: Waiting[] = [];
  #started = 0;
  #shed = 0;
  #longestWaitMs = 0;

  constructor(limits: AdmissionLimits) {
    if (!(limits.maxInFlight >= 1) || !(limits.maxQueue >= 0) || !(limits.maxWaitMs >= 0))
      throw new Error('admission limits: maxInFlight ≥ 1, maxQueue ≥ 0, maxWaitMs ≥ 0');
    this.#limits = limits;
  }

  /** Starts the request now, queues it, or sheds it (each through its own callback, synchronously). */
  admit(request: Admittable, now: number): Admitted {
    this.expire(now);
    if (this.#inFlight < this.#limits.maxInFlight && this.#queue.length === 0) {
      this.#start(request, now, now);
      return 'started';
    }
    if (this.#queue.length < this.#limits.maxQueue) {
      this.#queue.push({ request, since: now });
      return 'queued';
    }
    this.#shedOne(request);
    return 'shed';
  }

  /** A started request has finished (answered, failed or its client went away): the next one starts. */
  release(now: number): void {
    if (this.#inFlight === 0) throw new Error('admission: release without a started request');
    this.#inFlight--;
    this.expire(now);
    while (this.#inFlight < this.#limits.maxInFlight && this.#queue.length > 0) {
      const next = this.#queue.shift()!;
      this.#start(next.request, next.since, now);
    }
  }

  /** A queued request whose client went away leaves the queue; false when it was not waiting. */
  withdraw(request: Admittable): boolean {
    const index = this.#queue.findIndex((waiting) => waiting.request === request);
    if (index === -1) return false;
    this.#queue.splice(index, 1);
    return true;
  }

  /** Sheds every queued request that has waited `maxWaitMs` or more (the oldest are at the front). */
  expire(now: number): void {
    while (this.#queue.length > 0 && now - this.#queue[0]!.since >= this.#limits.maxWaitMs)
      this.#shedOne(this.#queue.shift()!.request);
  }

  stats(): AdmissionStats {
    return {
      inFlight: this.#inFlight,
      queued: this.#queue.length,
      started: this.#started,
      shed: this.#shed,
      longestWaitMs: this.#longestWaitMs,
    };
  }

  #start(request: Admittable, since: number, now: number) {
    this.#inFlight++;
    this.#started++;
    this.#longestWaitMs = Math.max(this.#longestWaitMs, now - since);
    request.start();
  }

  #shedOne(request: Admittable) {
    this.#shed++;
    request.shed();
  }
}

/**
 * Requests that never wait for a place: the health check (it must answer while the shop is busy, to
 * say so) and Next's build files, which are read from disk without rendering anything.
 */
export function bypassesAdmission(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === healthPath || path.startsWith('/_next/static/');
}

export const healthPath = '/api/health';
