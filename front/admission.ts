/**
 * Admission control for the front (docs/adr/0008-load-shedding.md), pure and clock-free: at most
 * `maxInFlight` requests inside Next.js, `maxQueue` more waiting in order up to `maxWaitMs`, the rest
 * shed with a 503. Cached reads (`cached`) pass renders and keep a place of their own. Past
 * `maxRendersPerClient` a client's renders wait in their own line, held rather than refused (fast
 * refusals invite a retry stream), so one client flooding never-seen pages holds a few places, not all.
 */

export interface AdmissionLimits {
  /** Requests Next.js works on at once. */
  maxInFlight: number;
  /** Requests waiting for a place; one more is shed at once. The clients' own lines have as many. */
  maxQueue: number;
  /** The longest a request waits for a place before it is shed. */
  maxWaitMs: number;
  /** Renders one client address may hold, waiting or inside Next (no cap when left out). */
  maxRendersPerClient?: number;
}

/** A request the gate knows of: `start` lets it into Next.js, `shed` answers it with the busy page. */
export interface Admittable {
  start(): void;
  shed(): void;
  /** The client address its renders are counted against. */
  client?: string;
  /** Next answered it from its page cache before: a cache read, not a render. */
  cached?: boolean;
}

interface Waiting {
  request: Admittable;
  since: number;
  render: boolean;
  client: string;
}

export type Admitted = 'started' | 'queued' | 'held' | 'shed';

export interface AdmissionStats {
  inFlight: number;
  /** Waiting for a place, in the queue or in a client's own line. */
  queued: number;
  /** Of `queued`, in the clients' own lines (renders past a client's cap). */
  held: number;
  started: number;
  shed: number;
  /** The longest wait of a request that was started, since the gate was made (ms). */
  longestWaitMs: number;
}

export class AdmissionGate {
  readonly #limits: Required<AdmissionLimits>;
  /** Renders may hold every place but one, which is kept for cache reads. */
  readonly #renderPlaces: number;
  readonly #running = new Map<Admittable, Waiting>();
  #rendersRunning = 0;
  #cachedQueue: Waiting[] = [];
  /** In arrival order (a request joining from its client's line is put back at its arrival). */
  #renderQueue: Waiting[] = [];
  readonly #held = new Map<string, Waiting[]>();
  #heldCount = 0;
  /** Renders of each client in the queue or inside Next. */
  readonly #clientRenders = new Map<string, number>();
  #started = 0;
  #shed = 0;
  #longestWaitMs = 0;

  constructor(limits: AdmissionLimits) {
    const full = { maxRendersPerClient: Number.POSITIVE_INFINITY, ...limits };
    if (
      !(full.maxInFlight >= 1) ||
      !(full.maxQueue >= 0) ||
      !(full.maxWaitMs >= 0) ||
      !(full.maxRendersPerClient >= 1)
    )
      throw new Error('admission limits: maxInFlight ≥ 1, maxQueue ≥ 0, maxWaitMs ≥ 0, per client ≥ 1');
    this.#limits = full;
    this.#renderPlaces = Math.max(1, full.maxInFlight - 1);
  }

  /** Starts the request now, queues or holds it, or sheds it (each through its callbacks, synchronously). */
  admit(request: Admittable, now: number): Admitted {
    this.expire(now);
    const waiting: Waiting = { request, since: now, render: !request.cached, client: request.client ?? '' };
    if (!waiting.render) {
      if (this.#inFlight < this.#limits.maxInFlight && this.#cachedQueue.length === 0) {
        this.#start(waiting, now);
        return 'started';
      }
      return this.#enqueue(this.#cachedQueue, waiting);
    }
    if ((this.#clientRenders.get(waiting.client) ?? 0) >= this.#limits.maxRendersPerClient) {
      if (this.#heldCount >= this.#limits.maxQueue) return this.#shedOne(request);
      const line = this.#held.get(waiting.client) ?? [];
      line.push(waiting);
      this.#held.set(waiting.client, line);
      this.#heldCount++;
      return 'held';
    }
    if (this.#canStartRender() && this.#renderQueue.length === 0) {
      this.#count(waiting.client, 1);
      this.#start(waiting, now);
      return 'started';
    }
    const admitted = this.#enqueue(this.#renderQueue, waiting);
    if (admitted === 'queued') this.#count(waiting.client, 1);
    return admitted;
  }

  /** A started request has finished (answered, failed or its client went away): the next one starts. */
  release(request: Admittable, now: number): void {
    const running = this.#running.get(request);
    if (!running) throw new Error('admission: release without a started request');
    this.#running.delete(request);
    if (running.render) {
      this.#rendersRunning--;
      this.#leave(running.client);
    }
    this.expire(now);
    this.#fill(now);
  }

  /** A waiting request whose client went away leaves the queue; false when it was not waiting. */
  withdraw(request: Admittable): boolean {
    const cached = this.#cachedQueue.findIndex((waiting) => waiting.request === request);
    if (cached !== -1) {
      this.#cachedQueue.splice(cached, 1);
      return true;
    }
    const render = this.#renderQueue.findIndex((waiting) => waiting.request === request);
    if (render !== -1) {
      const [waiting] = this.#renderQueue.splice(render, 1);
      this.#leave(waiting!.client);
      return true;
    }
    const client = request.client ?? '';
    const line = this.#held.get(client) ?? [];
    const held = line.findIndex((waiting) => waiting.request === request);
    if (held === -1) return false;
    line.splice(held, 1);
    this.#heldCount--;
    if (line.length === 0) this.#held.delete(client);
    return true;
  }

  /** Sheds every waiting request that has waited `maxWaitMs` or more (each line is in arrival order). */
  expire(now: number): void {
    const late = (waiting: Waiting | undefined) =>
      waiting !== undefined && now - waiting.since >= this.#limits.maxWaitMs;
    while (late(this.#cachedQueue[0])) this.#shedOne(this.#cachedQueue.shift()!.request);
    for (const [client, line] of this.#held) {
      while (late(line[0])) {
        this.#heldCount--;
        this.#shedOne(line.shift()!.request);
      }
      if (line.length === 0) this.#held.delete(client);
    }
    // A client's held render that joins the queue here is not late: its line was just expired.
    while (late(this.#renderQueue[0])) {
      const waiting = this.#renderQueue.shift()!;
      this.#leave(waiting.client);
      this.#shedOne(waiting.request);
    }
  }

  stats(): AdmissionStats {
    return {
      inFlight: this.#inFlight,
      queued: this.#cachedQueue.length + this.#renderQueue.length + this.#heldCount,
      held: this.#heldCount,
      started: this.#started,
      shed: this.#shed,
      longestWaitMs: this.#longestWaitMs,
    };
  }

  get #inFlight(): number {
    return this.#running.size;
  }

  #canStartRender(): boolean {
    return this.#inFlight < this.#limits.maxInFlight && this.#rendersRunning < this.#renderPlaces;
  }

  #enqueue(queue: Waiting[], waiting: Waiting): Admitted {
    if (this.#cachedQueue.length + this.#renderQueue.length >= this.#limits.maxQueue)
      return this.#shedOne(waiting.request);
    queue.push(waiting);
    return 'queued';
  }

  /** Cache reads first, then renders while they have places. */
  #fill(now: number) {
    while (this.#inFlight < this.#limits.maxInFlight) {
      if (this.#cachedQueue.length > 0) this.#start(this.#cachedQueue.shift()!, now);
      else if (this.#renderQueue.length > 0 && this.#canStartRender())
        this.#start(this.#renderQueue.shift()!, now);
      else break;
    }
  }

  #count(client: string, change: number) {
    const count = (this.#clientRenders.get(client) ?? 0) + change;
    if (count > 0) this.#clientRenders.set(client, count);
    else this.#clientRenders.delete(client);
  }

  /** One of the client's renders left: the first in its own line, if any, joins the queue. */
  #leave(client: string) {
    this.#count(client, -1);
    const line = this.#held.get(client);
    if (!line) return;
    const next = line.shift()!;
    this.#heldCount--;
    if (line.length === 0) this.#held.delete(client);
    this.#count(client, 1);
    const at = this.#renderQueue.findIndex((waiting) => waiting.since > next.since);
    this.#renderQueue.splice(at === -1 ? this.#renderQueue.length : at, 0, next);
  }

  #start(waiting: Waiting, now: number) {
    this.#running.set(waiting.request, waiting);
    if (waiting.render) this.#rendersRunning++;
    this.#started++;
    this.#longestWaitMs = Math.max(this.#longestWaitMs, now - waiting.since);
    waiting.request.start();
  }

  #shedOne(request: Admittable): 'shed' {
    this.#shed++;
    request.shed();
    return 'shed';
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
