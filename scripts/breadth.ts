import { Agent, request } from 'node:http';
import { cpuMs } from './process-cpu';

/**
 * The breadth mix: a shop's own sitemap read in random order by many clients, each from its own
 * loopback address (127.0.1.x), as a crawler and the shoppers of every locale read a catalogue. A
 * benchmark of a few warm URLs measures the hot set only; this one measures whether the page cache
 * holds the whole shop (docs/adr/0028). Clients send `Accept-Encoding: br, gzip` as browsers do;
 * BREADTH_ENCODING=identity sends what autocannon's hot-set rounds send, to compare the two.
 */
export type BreadthResult = {
  urls: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 200, or failed. */
  errors: number;
  /** Of those, the shop's busy answers (503). */
  busy: number;
  /** Server CPU per answer (every listed process), or null where it cannot be read. */
  cpuMs: number | null;
  /** Share of answers Next served from its page cache (x-nextjs-cache: HIT or STALE), when it says. */
  cacheHits: number | null;
};

/** The paths of a sitemap (and of the sitemaps an index lists), on the origin that serves them. */
export async function sitemapPaths(origin: string, sitemapPath = '/sitemap.xml'): Promise<string[]> {
  const xml = await (await fetch(`${origin}${sitemapPath}`)).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeXml(match[1]!));
  const paths: string[] = [];
  for (const location of locations) {
    const url = new URL(location);
    if (url.pathname.endsWith('.xml')) paths.push(...(await sitemapPaths(origin, url.pathname)));
    else paths.push(`${url.pathname}${url.search}`);
  }
  return [...new Set(paths)];
}

const decodeXml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

type Answer = { status: number; ms: number; cache: string | null };

/** One client: its own source address and keep-alive connection. */
function client(origin: string, index: number) {
  const { hostname, port } = new URL(origin);
  const localAddress = `127.0.1.${index + 1}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const get = (path: string) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      const req = request(
        {
          host: hostname === 'localhost' ? '127.0.0.1' : hostname,
          port,
          path,
          agent,
          headers: {
            host: `${hostname}:${port}`,
            'accept-encoding': process.env.BREADTH_ENCODING ?? 'br, gzip',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              cache: (res.headers['x-nextjs-cache'] as string | undefined) ?? null,
            }),
          );
        },
      );
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started, cache: null }));
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Every path read once, a few clients at a time: what a crawl before the measured run leaves cached. */
export async function warmUp(origin: string, paths: string[], clients = 2): Promise<void> {
  const queue = shuffled(paths);
  const workers = Array.from({ length: clients }, (_, i) => client(origin, i));
  await Promise.all(
    workers.map(async (worker) => {
      for (let path = queue.pop(); path; path = queue.pop()) await worker.get(path);
      worker.close();
    }),
  );
}

/** `clients` closed-loop clients read the paths in random order for `seconds`. */
export async function readAcross(
  origin: string,
  paths: string[],
  options: { clients: number; seconds: number; pids: string[] },
): Promise<BreadthResult> {
  const answers: Answer[] = [];
  const cpuBefore = cpuMs(options.pids);
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, i) => {
      const worker = client(origin, i);
      const order = shuffled(paths);
      for (let n = 0; performance.now() < deadline; n++)
        answers.push(await worker.get(order[n % order.length]!));
      worker.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(options.pids);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0);
  const told = answers.filter((answer) => answer.cache !== null);
  return {
    urls: paths.length,
    requests: answers.length,
    requestsPerSecond: answers.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(times.at(-1) ?? 0),
    errors: answers.filter((answer) => answer.status !== 200).length,
    busy: answers.filter((answer) => answer.status === 503).length,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / answers.length,
    cacheHits:
      told.length === 0 ? null : told.filter((answer) => answer.cache !== 'MISS').length / answers.length,
  };
}

export function describeBreadth(who: string, result: BreadthResult): string {
  const hits = result.cacheHits === null ? '' : `, page-cache hits ${(result.cacheHits * 100).toFixed(0)} %`;
  return (
    `${who}: ${result.urls} URLs, ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50} ms, ` +
    `p99 ${result.p99} ms, server CPU ${result.cpuMs === null ? '?' : result.cpuMs.toFixed(1)} ms/request, ` +
    `errors ${result.errors}${hits}`
  );
}
