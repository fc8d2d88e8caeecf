import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { startBackends } from '../backends/server';
import { missingTools, startBalancer, startInstance, startRedis, type Process } from './cluster';
import { ensureBuild, startShop } from './shop-server';
import { cpuMs, listeningPids } from './process-cpu';
import { returningVisitorCookies } from './returning-visitor';
import { startCommerce } from './peers/commerce';
import { describeBreadth, readAcross, sitemapPaths, warmUp, type BreadthResult } from './breadth';

/**
 * `npm run bench`: the production build on the local backends with injected latency, under autocannon:
 * medians of several rounds (shared machines), cold listing and search latency beside Next.js
 * Commerce's (BENCH_COMMERCE=0 leaves it out), each template's JavaScript, resident memory. `--cluster`:
 * through HAProxy to 1, then BENCH_INSTANCES (3) instances (docs/adr/0010). The front cache is off, to
 * measure Next as the reference is measured; `npm run load` measures it as shipped (docs/adr/0015).
 */
process.env.SHOP_FRONT_CACHE_MS ??= '0';
// The shop's line per answer would flood the report (and the terminal); warnings and errors stay.
process.env.LOG_LEVEL ??= 'warn';
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3200);
/** The breadth mix (scripts/breadth.ts): clients, each from its own address, and seconds a round. */
const breadthClients = Number(process.env.BENCH_BREADTH_CLIENTS ?? 10);
const breadthSeconds = Number(process.env.BENCH_BREADTH_SECONDS ?? 30);
const backendsPort = Number(process.env.BENCH_BACKENDS_PORT ?? 4200);

/** The pages put under load. */
const loaded = {
  home: '/fr-fr',
  pdp: '/fr-fr/fashion/product/silk-wrap-dress',
  listing: '/fr-fr/fashion/dresses?filter.v.availability=1&sort-by=price_asc',
  search: '/fr-fr/search?q=soie',
};
/** Every template whose HTML and JavaScript are weighed. */
const templates = {
  home: '/fr-fr',
  'pdp fashion': '/fr-fr/fashion/product/silk-wrap-dress',
  'pdp fragrance': '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum',
  'pdp set': '/en-uk/sets/discovery-set',
  'pdp gift card': '/fr-fr/sets/gift-card',
  article: '/fr-fr/articles/how-to-care-for-silk',
  listing: '/fr-fr/fashion/dresses',
  search: '/fr-fr/search?q=soie',
  cart: '/fr-fr/cart',
  'log-in': '/fr-fr/login',
};
/** Next.js Commerce's pages of the same kinds, on the same Storefront: every template must be no slower. */
const commerceTemplates = {
  home: '/',
  pdp: '/product/silk-wrap-dress',
  listing: '/search/dresses',
  search: '/search?q=silk',
};
/** A bare Next 16.4.6 App Router page's first-load JavaScript, gzip (docs/adr/0017). */
const frameworkFloorKb = 132.1;
/**
 * Listing states nothing has asked for yet: each is read once, cold. Not the default sort: it is
 * written away (lib/listing-routes.ts), so it would be the listing read before, from the cache.
 */
const coldListingStates = ['price_asc', 'price_desc', 'best_selling'].flatMap((sort) =>
  ['', 'filter.v.availability=1&', 'page=2&'].map((state) => `${state}sort-by=${sort}`),
);
/**
 * Next.js Commerce's never-seen listing states: its collection pages by a sort it has not read yet
 * (it has no filters or pages; its cache key is the collection and the sort).
 */
const commerceListingStates = ['fashion', 'dresses', 'fragrance'].flatMap((collection) =>
  ['price-asc', 'price-desc', 'trending-desc'].map((sort) => `/search/${collection}?sort=${sort}`),
);
/** Searches nobody has made yet, in the shop's French and in Commerce's English. */
const coldSearches = {
  shop: ['soie', 'robe', 'rose', 'noir', 'coton', 'lin', 'blanc', 'cuir', 'laine'],
  commerce: ['silk', 'dress', 'rose', 'black', 'cotton', 'linen', 'white', 'leather', 'wool'],
};
const withCommerce = process.env.BENCH_COMMERCE !== '0';
/**
 * Run in the page: clicks add to cart and answers the milliseconds until the badge shows another count.
 * A string, so that the bench's compiler adds no helper of its own to what the page runs.
 */
const clickAndWaitForBadge = `new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('the cart badge did not change within 10 s')), 10000);
  const count = () => document.querySelector('[data-testid="cart-count"]')?.textContent ?? '';
  const before = count();
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (count() === before) return;
    observer.disconnect();
    resolve(performance.now() - started);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  document.querySelector('[data-testid="add-to-cart"]').click();
})`;

type Result = { requestsPerSecond: number; p50: number; p99: number; errors: number; cpuMs: number | null };
const header = `${connections} connections, ${durationSeconds} s x ${rounds} rounds (median), backend latency ${latencyMs} ms`;
const dataDir = mkdtempSync(join(tmpdir(), 'maison-bench-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (process.argv.includes('--cluster')) await benchCluster();
else await benchOne();

async function benchOne() {
  const shop = await startShop({
    port,
    backendsPort,
    dataDir,
    distDir: process.env.BENCH_DIST_DIR ?? '.next-bench',
    freshData: true,
    log: (line) => console.error(line),
  });
  try {
    // The same states in another market with no backend latency: what the shop's own rendering costs.
    shop.backends?.context.knobs.update({ latencyMs: 0 });
    const renderTimes = await coldListingTimes(`${shop.url}/en-uk/fashion`);
    const commerce = withCommerce && shop.backends ? await startBenchCommerce(shop.backends) : null;
    shop.backends?.context.knobs.update({ latencyMs });
    let cold: ColdReads;
    let breadth: Breadth;
    const commerceWeights: Record<string, PageWeight> = {};
    try {
      cold = await coldReads(shop.url, commerce?.url ?? null);
      breadth = await breadthMix(shop.url, commerce?.url ?? null);
      // A page Commerce cannot serve is reported, not allowed to lose the run's other figures.
      if (commerce)
        for (const [name, path] of Object.entries(commerceTemplates))
          await pageWeight(`${commerce.url}${path}`).then(
            (weight) => (commerceWeights[name] = weight),
            (error: unknown) => console.log(`Next.js Commerce ${name}: ${String(error)}`),
          );
    } finally {
      await commerce?.stop();
    }
    const results = await measure(shop.url, listeningPids(port));
    const residentMb = shopResidentMemoryMb(port);
    const weights: Record<string, PageWeight> = {};
    for (const [name, path] of Object.entries(templates))
      weights[name] = await pageWeight(`${shop.url}${path}`);

    console.log(`\nBenchmark: ${header}`);
    report(results);
    reportColdReads(cold);
    reportBreadth(breadth);
    const addToCart = await addToCartTimes(shop.url);
    console.log(
      `add to cart, click to updated badge (${addToCart.length} clicks, ${latencyMs} ms backend latency): ` +
        `first of each cart ${addToCart[0]!.toFixed(0)} and ${addToCart[10]!.toFixed(0)} ms, p50 ${median(addToCart).toFixed(0)} ms, ` +
        `max ${Math.max(...addToCart).toFixed(0)} ms`,
    );
    console.log(
      `cold listing with no backend latency p50 ${median(renderTimes.first).toFixed(0)} ms, second read ` +
        `${median(renderTimes.second).toFixed(0)} ms (the shop's own rendering)`,
    );
    reportWeights('shop', weights);
    reportWeights('Next.js Commerce', commerceWeights);
    console.log(
      `Shop server resident memory: ${residentMb === null ? 'unknown' : `${residentMb.toFixed(0)} MB`}`,
    );
  } finally {
    await shop.stop();
  }
}

/**
 * Each listing state of a category read cold, after the category's own first read (its documents and
 * facets, as any visitor before would have read them): its first read, streamed into the category's
 * shell, then its second, which renders the state's page (docs/adr/0019).
 */
async function coldListingTimes(category: string): Promise<{ first: number[]; second: number[] }> {
  await fetch(category).then((r) => r.arrayBuffer());
  const timeEach = async () => {
    const times: number[] = [];
    for (const state of coldListingStates) {
      const start = performance.now();
      await fetch(`${category}?${state}`).then((r) => r.arrayBuffer());
      times.push(performance.now() - start);
    }
    return times;
  };
  return { first: await timeEach(), second: await timeEach() };
}

type Breadth = { shop: BreadthResult[]; commerce: BreadthResult[] | null };

/**
 * Each shop's own sitemap in random order, `breadthClients` clients of distinct addresses, after one
 * full pass that leaves in the page cache whatever it can hold; the two shops in alternating rounds.
 */
async function breadthMix(shopUrl: string, commerceUrl: string | null): Promise<Breadth> {
  const shopPaths = await sitemapPaths(shopUrl);
  const commercePaths = commerceUrl ? await sitemapPaths(commerceUrl) : [];
  await warmUp(shopUrl, shopPaths);
  if (commerceUrl) await warmUp(commerceUrl, commercePaths);
  const options = (origin: string) => ({
    clients: breadthClients,
    seconds: breadthSeconds,
    pids: listeningPids(Number(new URL(origin).port)),
  });
  const breadth: Breadth = { shop: [], commerce: commerceUrl ? [] : null };
  for (let round = 0; round < rounds; round++) {
    breadth.shop.push(await readAcross(shopUrl, shopPaths, options(shopUrl)));
    if (commerceUrl)
      breadth.commerce!.push(await readAcross(commerceUrl, commercePaths, options(commerceUrl)));
  }
  return breadth;
}

function reportBreadth({ shop, commerce }: Breadth) {
  const middle = (results: BreadthResult[]) =>
    [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
  const label = `breadth, own sitemap, ${breadthClients} clients of distinct addresses (median round of ${shop.length})`;
  console.log(describeBreadth(`${label}: shop`, middle(shop)));
  if (!commerce) return;
  console.log(describeBreadth(`${label}: Next.js Commerce`, middle(commerce)));
  console.log(
    `breadth: shop ${(middle(shop).requestsPerSecond / middle(commerce).requestsPerSecond).toFixed(2)}x ` +
      `Commerce's req/s; rounds ${shop.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')} against ` +
      commerce.map((r) => r.requestsPerSecond.toFixed(0)).join(', '),
  );
}

type Reads = { first: number[]; second: number[] };
type ColdReads = Record<'listing' | 'search', { shop: Reads; commerce: Reads | null }>;

/** Next.js Commerce on the shop's own local Storefront, built with no latency (it prerenders). */
async function startBenchCommerce(backends: NonNullable<Awaited<ReturnType<typeof startShop>>['backends']>) {
  return startCommerce({
    backendsOrigin: backends.origin,
    storefrontToken: backends.context.config.LOCAL_STOREFRONT_TOKEN,
    port: port + 1,
    frontPort: backendsPort + 1,
    log: (line) => console.error(line),
  });
}

/** One URL read to its last byte, in milliseconds. */
async function timedRead(url: string): Promise<number> {
  const start = performance.now();
  await fetch(url).then((r) => r.arrayBuffer());
  return performance.now() - start;
}

/**
 * Never-seen listing states and searches, each read twice (its first read, then its second), the shop
 * and Next.js Commerce alternating state by state so that both meet the same moments of a shared
 * machine. Each category is read once before its states, as a visitor before would have read it.
 */
async function coldReads(shopUrl: string, commerceUrl: string | null): Promise<ColdReads> {
  const reads = (): Reads => ({ first: [], second: [] });
  const cold: ColdReads = {
    listing: { shop: reads(), commerce: commerceUrl ? reads() : null },
    search: { shop: reads(), commerce: commerceUrl ? reads() : null },
  };
  const twice = async (url: string, into: Reads) => {
    into.first.push(await timedRead(url));
    into.second.push(await timedRead(url));
  };
  await timedRead(`${shopUrl}/fr-fr/fashion`);
  if (commerceUrl)
    for (const collection of new Set(commerceListingStates.map((path) => path.split('?')[0])))
      await timedRead(`${commerceUrl}${collection}`);
  for (const [i, state] of coldListingStates.entries()) {
    await twice(`${shopUrl}/fr-fr/fashion?${state}`, cold.listing.shop);
    if (commerceUrl) await twice(`${commerceUrl}${commerceListingStates[i]}`, cold.listing.commerce!);
  }
  for (const [i, word] of coldSearches.shop.entries()) {
    await twice(`${shopUrl}/fr-fr/search?q=${word}`, cold.search.shop);
    if (commerceUrl)
      await twice(`${commerceUrl}/search?q=${coldSearches.commerce[i]}`, cold.search.commerce!);
  }
  return cold;
}

function reportColdReads(cold: ColdReads) {
  const figures = ({ first, second }: Reads) =>
    `first read p50 ${median(first).toFixed(0)} ms (max ${Math.max(...first).toFixed(0)}), ` +
    `second read p50 ${median(second).toFixed(0)} ms`;
  for (const [name, { shop, commerce }] of Object.entries(cold)) {
    const ratio = commerce
      ? `; ${(median(shop.first) / median(commerce.first)).toFixed(2)}x Commerce's first read`
      : '';
    console.log(`cold ${name.padEnd(7)} shop ${figures(shop)}, ${shop.first.length} states${ratio}`);
    if (commerce) console.log(`cold ${name.padEnd(7)} Next.js Commerce ${figures(commerce)}`);
  }
}

/**
 * Add to cart as a shopper meets it (docs/adr/0026): Chromium on a product page, 20 clicks on its button,
 * each timed in the page from the click to the header badge's new count. Two visitors of 10 clicks
 * each (the seeded dress has 11 of its size in stock): each one's first click creates the cart, the
 * others add to it.
 */
async function addToCartTimes(origin: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const times: number[] = [];
  try {
    for (let visitor = 0; visitor < 2; visitor++) {
      const context = await browser.newContext();
      await context.addCookies(returningVisitorCookies(origin));
      const page = await context.newPage();
      // Clicked once the purchase island is hydrated; before that the form posts without JavaScript.
      await page.goto(`${origin}${templates['pdp fashion']}`, { waitUntil: 'networkidle' });
      for (let click = 0; click < 10; click++) {
        await page.waitForFunction(`!document.querySelector('[data-testid="add-to-cart"]').disabled`);
        times.push(await page.evaluate<number>(clickAndWaitForBadge));
      }
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** The same pages through the balancer, in front of one instance and then of several. */
async function benchCluster() {
  const missing = missingTools();
  if (missing.length > 0) throw new Error(`bench --cluster needs ${missing.join(' and ')}`);
  const url = `http://localhost:${port}`;
  const backends = await startBackends({
    LOCAL_BACKENDS_PORT: backendsPort,
    LOCAL_BACKENDS_DATA_DIR: dataDir,
    SHOP_URL: url,
    fresh: true,
  });
  const redisPort = Number(process.env.BENCH_REDIS_PORT ?? 6391);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next-bench',
    NEXT_PUBLIC_SITE_URL: url,
    LOCAL_BACKENDS_URL: backends.origin,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUSTED_PROXY_COUNT: '1',
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  };
  const running: Process[] = [];
  const stopAll = async () => {
    for (const part of running.splice(0).reverse()) await part.stop();
  };
  const summary: Record<string, Record<string, Result>> = {};
  try {
    await ensureBuild('.next-bench', backends.origin, env, (line) => console.error(line));
    backends.context.knobs.update({ latencyMs });
    for (const count of [1, Number(process.env.BENCH_INSTANCES ?? 3)]) {
      // A fresh Redis each time, so both runs start from the same empty shared cache.
      running.push(await startRedis(redisPort));
      const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
      for (const instancePort of ports)
        running.push(await startInstance(instancePort, env, { capture: true }));
      running.push(await startBalancer(port, ports));
      summary[`${count} instance${count > 1 ? 's' : ''}`] = await measure(
        url,
        ports.flatMap((instancePort) => listeningPids(instancePort)),
      );
      await stopAll();
    }
  } finally {
    await stopAll();
    await backends.close();
  }
  console.log(`\nCluster benchmark through HAProxy with Redis: ${header}`);
  for (const [name, results] of Object.entries(summary)) {
    console.log(`${name}:`);
    report(results);
  }
}

/** The loaded pages, warmed, then under autocannon for `rounds` rounds: medians, and CPU per request. */
async function measure(origin: string, shopPids: string[]): Promise<Record<string, Result>> {
  const results: Record<string, Result> = {};
  for (const [name, path] of Object.entries(loaded)) {
    const url = `${origin}${path}`;
    for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
    const samples = [];
    for (let round = 0; round < rounds; round++) {
      const cpuBefore = cpuMs(shopPids);
      const run = await autocannon({ url, connections, duration: durationSeconds });
      const cpuAfter = cpuMs(shopPids);
      samples.push({
        cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / run.requests.total,
        requestsPerSecond: run.requests.average,
        p50: run.latency.p50,
        p99: run.latency.p99,
        errors: run.errors + run.non2xx,
      });
    }
    results[name] = {
      requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
      p50: median(samples.map((s) => s.p50)),
      p99: median(samples.map((s) => s.p99)),
      errors: samples.reduce((sum, s) => sum + s.errors, 0),
      cpuMs: samples.some((s) => s.cpuMs === null) ? null : median(samples.map((s) => s.cpuMs!)),
    };
  }
  return results;
}

function report(results: Record<string, Result>) {
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(7)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ` +
        `server CPU ${r.cpuMs === null ? '?' : r.cpuMs.toFixed(1)} ms/request   errors ${r.errors}`,
    );
  }
}

type PageWeight = { htmlGzipKb: number; gzipKb: number; servedKb: number };

function reportWeights(who: string, weights: Record<string, PageWeight>) {
  for (const [name, { htmlGzipKb, gzipKb, servedKb }] of Object.entries(weights))
    console.log(
      `${who} ${name.padEnd(13)} HTML ${htmlGzipKb.toFixed(1).padStart(5)} KB gzip; JavaScript ` +
        `${gzipKb.toFixed(1).padStart(6)} KB gzip (${(gzipKb - frameworkFloorKb).toFixed(1)} above Next's floor)` +
        (who === 'shop' ? `, ${servedKb.toFixed(1).padStart(6)} KB as served (brotli)` : ''),
    );
}

/**
 * A page's HTML and the JavaScript of its first load (every script the HTML loads but the nomodule
 * polyfills), gzip as a CDN would send it; and the scripts' length as the server sends them: the
 * shop's front sends brotli, while Next's own server (Commerce's) answers a HEAD with the uncompressed
 * length, so that figure is the shop's only.
 */
async function pageWeight(pageUrl: string): Promise<PageWeight> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}: no weight to report`);
  const html = await response.text();
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((tag) => !/\bnomodule\b/i.test(tag[1]!))
    .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag[1]!)?.[1] ?? [])
    .map((source) => new URL(source, pageUrl).toString());
  let gzipBytes = 0;
  let servedBytes = 0;
  for (const source of new Set(sources)) {
    gzipBytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length;
    const served = await fetch(source, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } });
    servedBytes += Number(served.headers.get('content-length'));
  }
  return {
    htmlGzipKb: gzipSync(Buffer.from(html)).length / 1024,
    gzipKb: gzipBytes / 1024,
    servedKb: servedBytes / 1024,
  };
}

/** Resident memory of the process listening on the shop port (Linux). */
function shopResidentMemoryMb(port: number): number | null {
  try {
    const rss = listeningPids(port).map((pid) =>
      Number(execFileSync('ps', ['-o', 'rss=', '-p', pid]).toString().trim()),
    );
    return rss.length === 0 ? null : rss.reduce((a, b) => a + b, 0) / 1024;
  } catch {
    return null;
  }
}
