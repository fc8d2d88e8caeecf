import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { readAcross, sitemapPaths } from './breadth';
import { listeningPids } from './process-cpu';
import { startShop, type RunningShop } from './shop-server';

/**
 * `npm run load`: flash-sale bursts on the production build (docs/adr/0008): home, product, listing, a
 * mixed run, and the mixed run after a full expiry. `flood`: one address floods never-seen listing
 * states while another reads a product page, addresses sent as X-Forwarded-For (a LOAD_URL shop must
 * be started with TRUSTED_PROXY_COUNT=1, as ours is). `breadth`: whether the page cache holds the catalogue
 * (docs/adr/0028). Loopback only; the LOAD_* variables and their bounds are read below.
 */
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 200), 1000);
const durationSeconds = Math.min(Number(process.env.LOAD_DURATION ?? 60), 120);
const rounds = Math.min(Number(process.env.LOAD_ROUNDS ?? 3), 5);
const victimConnections = Math.min(Number(process.env.LOAD_VICTIM_CONNECTIONS ?? 10), 100);
const revalidateSecret = process.env.PRISMIC_WEBHOOK_SECRET ?? 'local-prismic-secret';
const pages = {
  home: '/fr-fr',
  pdp: '/fr-fr/fashion/product/silk-wrap-dress',
  listing: '/fr-fr/fashion/dresses',
};
/** Documentation addresses (RFC 5737): the flooding client and the shopper. */
const floodClient = { 'x-forwarded-for': '203.0.113.66' };
const victimClient = { 'x-forwarded-for': '198.51.100.7' };
const scenarioNames = ['home', 'pdp', 'listing', 'mixed', 'expired', 'flood', 'breadth'] as const;
/** The breadth scenario: three locales' sitemap pages and listing states, read by many addresses. */
const breadthLocales = (process.env.LOAD_BREADTH_LOCALES ?? 'fr-fr,en-uk,ja-jp').split(',');
const breadthClients = Math.min(Number(process.env.LOAD_BREADTH_CLIENTS ?? 10), 250);
type ScenarioName = (typeof scenarioNames)[number];
const chosen = (process.env.LOAD_SCENARIOS ?? scenarioNames.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is ScenarioName => (scenarioNames as readonly string[]).includes(name));

const target = process.env.LOAD_URL;
if (target && !isLoopback(target)) throw new Error(`LOAD_URL must be on this machine (loopback): ${target}`);
let shop: RunningShop | null = null;
// The flood and the shopper are told apart by X-Forwarded-For, as behind a load balancer.
process.env.TRUSTED_PROXY_COUNT ??= '1';
// The shop's line per answer would flood the report (and the terminal); warnings and errors stay.
process.env.LOG_LEVEL ??= 'warn';
if (!target)
  shop = await startShop({
    port: Number(process.env.LOAD_SHOP_PORT ?? 3200),
    backendsPort: Number(process.env.LOAD_BACKENDS_PORT ?? 4200),
    dataDir: mkdtempSync(join(tmpdir(), 'maison-load-')),
    distDir: process.env.LOAD_DIST_DIR ?? '.next-bench',
    freshData: true,
    log: (line) => console.error(line),
  });
const origin = new URL(target ?? shop!.url).origin;
/** The site's own origin (NEXT_PUBLIC_SITE_URL): server actions are accepted from it only (ADR 0003). */
const siteOrigin = process.env.LOAD_SITE_ORIGIN ?? `http://localhost:${new URL(origin).port}`;

interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  timeouts: number;
  errors: number;
  busy: number;
  otherNon2xx: number;
}

const results: Record<string, Run[]> = {};
/** The breadth scenario's paths, read from the sitemap on its first round (declared before the rounds run). */
let breadthPaths: string[] | null = null;

try {
  const addToCart = await addToCartRequest();
  const record = (name: string, run: Run, round: number) => {
    (results[name] ??= []).push(run);
    console.error(`${name} round ${round + 1}: ${format(run)}`);
  };
  for (const name of chosen) {
    for (let round = 0; round < rounds; round++) {
      if (name === 'flood') {
        await floodRound(round, record);
        continue;
      }
      if (name === 'breadth') {
        record(name, await breadthRound(), round);
        continue;
      }
      if (name === 'expired') await expireContent();
      else await warm(name);
      const run = await burst(
        name === 'home' || name === 'pdp' || name === 'listing' ? [get(pages[name])] : mixed(addToCart),
      );
      record(name, run, round);
    }
  }
  console.log(
    `\nLoad: ${connections} connections, ${durationSeconds} s x ${rounds} rounds, against ${origin}` +
      ` (load average ${(await import('node:os'))
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
  );
  const width = Math.max(...Object.keys(results).map((name) => name.length));
  for (const [name, runs] of Object.entries(results)) {
    const median = (pick: (run: Run) => number) =>
      [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    const sum = (pick: (run: Run) => number) => runs.reduce((total, run) => total + pick(run), 0);
    console.log(
      `${name.padEnd(width)} ${median((r) => r.requestsPerSecond)
        .toFixed(0)
        .padStart(5)} req/s` +
        `  p50 ${median((r) => r.p50)} ms  p99 ${median((r) => r.p99)} ms  max ${Math.max(...runs.map((r) => r.max))} ms` +
        `  timeouts ${sum((r) => r.timeouts)}  errors ${sum((r) => r.errors)}  503 ${sum((r) => r.busy)}` +
        `  other non-2xx ${sum((r) => r.otherNon2xx)}`,
    );
  }
  const alone = results['flood: shopper alone'];
  const flooded = results['flood: shopper under flood'];
  if (alone && flooded) {
    const shares = alone
      .map((run, i) => flooded[i]!.requestsPerSecond / run.requestsPerSecond)
      .sort((a, b) => a - b);
    console.log(
      `flood: the shopper keeps ${Math.round(100 * shares[Math.floor(shares.length / 2)]!)}% of its req/s` +
        ` (median of the rounds: ${shares.map((share) => `${Math.round(100 * share)}%`).join(', ')})`,
    );
  }
} finally {
  await shop?.stop();
}

/**
 * One round of the flood scenario: the shopper alone, then with the flood (or the other way round on
 * odd rounds, so the machine's drift does not favour either). Each round also prints the shopper's
 * throughput under the flood as a share of its throughput alone.
 */
async function floodRound(round: number, record: (name: string, run: Run, round: number) => void) {
  await warm('pdp');
  const victim = () =>
    burst([{ ...get(pages.pdp), headers: victimClient }], { connections: victimConnections });
  const alone = async () => record('flood: shopper alone', await victim(), round);
  let underFlood: Run | null = null;
  const flooded = async () => {
    const [shopper, flood] = await Promise.all([victim(), floodOnItsOwn()]);
    underFlood = shopper;
    record('flood: shopper under flood', shopper, round);
    record('flood: the flood', flood, round);
  };
  for (const run of round % 2 === 0 ? [alone, flooded] : [flooded, alone]) await run();
  const solo = results['flood: shopper alone']!.at(-1)!;
  console.error(
    `flood round ${round + 1}: the shopper keeps ` +
      `${Math.round((100 * underFlood!.requestsPerSecond) / solo.requestsPerSecond)}% of its req/s`,
  );
}

/**
 * The flood in a process of its own: reading its answers (a whole listing page each, many a second)
 * on the shopper's thread slowed the shopper's client, which is not what is measured (autocannon's
 * own worker threads would need its options in a file). Each request is a listing state nobody asked
 * for: a colour no product has, new every time.
 */
async function floodOnItsOwn(): Promise<Run> {
  const code = `
    const autocannon = require(process.env.FLOOD_AUTOCANNON);
    const options = JSON.parse(process.env.FLOOD_OPTIONS);
    const path = () => options.path + Math.random().toString(36).slice(2, 10);
    autocannon({
      ...options,
      timeout: 10,
      requests: [{ method: 'GET', path: path(), headers: options.headers, setupRequest: (r) => ({ ...r, path: path() }) }],
    }).then(({ requests, latency, timeouts, errors, non2xx, statusCodeStats }) =>
      process.stdout.write(JSON.stringify({ requests, latency, timeouts, errors, non2xx, statusCodeStats })));
  `;
  const options = {
    url: origin,
    connections,
    duration: durationSeconds,
    path: '/en-eu/fashion?filter.v.option.color=',
    headers: floodClient,
  };
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', code], {
    env: {
      ...process.env,
      FLOOD_AUTOCANNON: createRequire(import.meta.url).resolve('autocannon'),
      FLOOD_OPTIONS: JSON.stringify(options),
    },
    maxBuffer: 1 << 20,
  });
  return runOf(JSON.parse(stdout) as Measured);
}

/**
 * One round of the breadth scenario (scripts/breadth.ts): the sitemap's pages of three locales and
 * each listing's first filter, sort and page states, in random order, each client from its own
 * loopback address. The shop's resident memory is printed after each round.
 */
async function breadthRound(): Promise<Run> {
  breadthPaths ??= (await sitemapPaths(origin))
    .filter((path) => breadthLocales.some((locale) => path.startsWith(`/${locale}`)))
    .flatMap((path) =>
      /\/(fashion|fragrance)(\/[^/]+)?$/.test(path) && !path.includes('/product/')
        ? [path, `${path}?filter.v.availability=1`, `${path}?sort-by=price_asc`, `${path}?page=2`]
        : [path],
    );
  const pids = listeningPids(Number(new URL(origin).port));
  const result = await readAcross(origin, breadthPaths, {
    clients: breadthClients,
    seconds: durationSeconds,
    pids,
  });
  const residentMb = pids
    .map((pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0))
    .reduce((sum, kb) => sum + kb / 1024, 0);
  console.error(
    `breadth: ${breadthPaths.length} paths, server CPU ${result.cpuMs?.toFixed(1) ?? '?'} ms/request, ` +
      `resident memory ${residentMb.toFixed(0)} MB`,
  );
  return {
    requestsPerSecond: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    timeouts: 0,
    errors: result.errors - result.busy,
    busy: result.busy,
    otherNon2xx: 0,
  };
}

function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

type LoadRequest = NonNullable<autocannon.Options['requests']>[number];

function get(path: string): LoadRequest {
  return { method: 'GET', path };
}

/**
 * Shoppers: pages, the header cart's read, and an add to cart (the product form's own post, answered
 * by a 303 to the cart page; autocannon follows no redirect, and the cart page is for browsers without
 * JavaScript only, docs/adr/0014).
 */
function mixed(addToCart: LoadRequest): LoadRequest[] {
  return [
    get(pages.home),
    get('/api/cart?locale=fr-fr'),
    get(pages.pdp),
    get(pages.listing),
    get('/api/cart?locale=fr-fr'),
    addToCart,
    get('/fr-fr/fashion/dresses?sort-by=price_asc'),
  ];
}

/**
 * The product form as a browser without JavaScript posts it (it works so, spec): the server action's
 * reference and key as the page renders them, the product and its checked options. The front and the
 * proxy see what a shopper's browser sends, Origin included.
 */
async function addToCartRequest(): Promise<LoadRequest> {
  const html = await (await fetch(`${origin}${pages.pdp}`)).text();
  const form = [...html.matchAll(/<form [^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/g)].find((match) =>
    match[1]!.includes('data-testid="add-to-cart"'),
  );
  if (!form) throw new Error(`no add-to-cart form on ${pages.pdp}`);
  // What a browser posts: every named field but the radios not checked.
  const fields = [...form[1]!.matchAll(/<input[^>]*>/g)]
    .map(([input]) => ({
      name: /name="([^"]+)"/.exec(input)?.[1],
      value: /value="([^"]*)"/.exec(input)?.[1] ?? '',
      posted: !/type="radio"/.test(input) || / checked=""/.test(input),
    }))
    .filter((field) => field.name && field.posted)
    .map(({ name, value }) => [unescapeHtml(name!), unescapeHtml(value)] as const);
  const boundary = 'maisonloadboundary';
  const body =
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return {
    method: 'POST',
    path: pages.pdp,
    headers: {
      origin: siteOrigin,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      accept: 'text/html',
    },
    body,
  };
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

async function warm(name: ScenarioName) {
  const paths =
    name === 'home' || name === 'pdp' || name === 'listing' ? [pages[name]] : Object.values(pages);
  for (const path of paths)
    for (let i = 0; i < 5; i++) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());
}

/** Prismic's webhook, as the shop receives it on a publish: every page's content expires now. */
async function expireContent() {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret: revalidateSecret, type: 'api-update' }),
  });
  if (!response.ok) throw new Error(`/api/revalidate answered ${response.status}`);
}

async function burst(requests: LoadRequest[], options: { connections?: number } = {}): Promise<Run> {
  const result = await autocannon({
    url: origin,
    connections: options.connections ?? connections,
    duration: durationSeconds,
    timeout: 10,
    requests,
  });
  return runOf(result);
}

type Measured = Pick<
  autocannon.Result,
  'requests' | 'latency' | 'timeouts' | 'errors' | 'non2xx' | 'statusCodeStats'
>;

function runOf(result: Measured): Run {
  const statusCount = (status: number) =>
    (result.statusCodeStats as Record<string, { count: number }> | undefined)?.[status]?.count ?? 0;
  const busy = statusCount(503);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    busy,
    // The add-to-cart post's 303 to the cart page is its success.
    otherNon2xx: result.non2xx - busy - statusCount(303),
  };
}

function format(run: Run): string {
  return (
    `${run.requestsPerSecond.toFixed(0)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  max ${run.max} ms` +
    `  timeouts ${run.timeouts}  errors ${run.errors}  503 ${run.busy}  other non-2xx ${run.otherNon2xx}`
  );
}
