import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * `SHOP_LOAD_LOG=1`: once a second, front/serve.ts logs what the server is doing (requests arrived,
 * answered and in flight, the oldest one's age, connections and how long a new one waited for its
 * first request to be read, event-loop delay, garbage collection). Used to find why bursts starved
 * connections (docs/adr/0008-load-shedding.md); off by default, as it costs a little per request.
 */
export function logLoad(server: Server, extra: () => Record<string, number> = () => ({})): void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let gcMs = 0;
  let gcCount = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcCount++;
    }
  }).observe({ entryTypes: ['gc'] });

  const inFlight = new Map<IncomingMessage, number>();
  const connectedAt = new WeakMap<Socket, number>();
  let arrived = 0;
  let answered = 0;
  let firstRequestWaitMax = 0;
  server.on('connection', (socket: Socket) => connectedAt.set(socket, performance.now()));
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const now = performance.now();
    arrived++;
    inFlight.set(request, now);
    const since = connectedAt.get(request.socket);
    if (since !== undefined) {
      firstRequestWaitMax = Math.max(firstRequestWaitMax, now - since);
      connectedAt.delete(request.socket);
    }
    response.once('close', () => {
      answered++;
      inFlight.delete(request);
    });
  });

  const started = performance.now();
  setInterval(() => {
    const now = performance.now();
    let oldest = 0;
    for (const since of inFlight.values()) oldest = Math.max(oldest, now - since);
    server.getConnections((_error, connections) => {
      const fields = {
        t: Math.round((now - started) / 1000),
        arrived,
        answered,
        inFlight: inFlight.size,
        oldestMs: Math.round(oldest),
        connections,
        firstReadMaxMs: Math.round(firstRequestWaitMax),
        loopP50Ms: Math.round(loop.percentile(50) / 1e6),
        loopP99Ms: Math.round(loop.percentile(99) / 1e6),
        loopMaxMs: Math.round(loop.max / 1e6),
        gcMs: Math.round(gcMs),
        gcCount,
        heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
        ...extra(),
      };
      console.log(
        `[load] ${Object.entries(fields)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')}`,
      );
      arrived = answered = gcCount = 0;
      gcMs = firstRequestWaitMax = 0;
      loop.reset();
    });
  }, 1000).unref();
}
