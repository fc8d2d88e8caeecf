/**
 * The front's page cache (docs/adr/0015-front-page-cache.md), what a CDN does in production: a page
 * Next answers as shareable is kept at most a second, so a burst on one page costs one render a second.
 * Whatever a shareable answer still depends on is in the key or keeps the request out: the proxy's
 * country and session-cookie decisions (proxy.ts), draft and preview cookies, RSC headers, encodings.
 * Pure and clock-free (the caller passes `now`), so its rules are unit-tested apart from the server.
 */
import { isCustomerSessionCookie } from '../lib/account';
import { isPagePath } from '../lib/routes';
import { visitorCountryFrom } from '../lib/visitor-country';

export interface FrontCacheLimits {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** All bodies together; the oldest answers go first past it. */
  maxBytes: number;
}

export interface CachedAnswer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** What the front knows of a request before it enters Next. */
export interface CacheableRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What Next answered, once the answer is complete. */
export interface FinishedAnswer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

/** Next's router asks for the RSC payload with these; such answers are for the client's router only. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];
/** Next's own Vary on every page: anything more means the answer differs in a way the key ignores. */
const understoodVary = new Set([...routerHeaders, 'accept-encoding']);
/** Next's draft mode and a Prismic preview: the page is rendered for the editor. */
const previewCookies = new Set(['__prerender_bypass', 'io.prismic.preview']);
/** Set per answer on the way out, never replayed. */
const hopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/** A single page past this is not kept: well above the shop's largest page without compression. */
export const maxCachedBodyBytes = 1024 * 1024;
/** Keys remembered as Next's cache reads: ~100 bytes each, so about a megabyte. */
const maxKnownKeys = 10_000;

/** The key of a request the cache may answer, or null when it must go to Next. */
export function frontCacheKey(request: CacheableRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const pathname = request.url.split('?', 1)[0]!;
  // Pages only: the API, Next's files and any path with an extension go to Next as they are.
  if (!pathname.startsWith('/') || /^\/api(\/|$)/.test(pathname) || !isPagePath(pathname)) return null;
  const { headers } = request;
  if (routerHeaders.some((name) => headers[name] !== undefined)) return null;
  if (headers.authorization !== undefined || headers.range !== undefined) return null;
  if (hasPersonalCookie(one(headers.cookie) ?? '')) return null;
  const encodings = (one(headers['accept-encoding']) ?? '').toLowerCase().replace(/\s+/g, '');
  const country = visitorCountryFrom((name) => one(headers[name]) ?? null) ?? '';
  return `${request.url}\n${encodings}\n${country}`;
}

/** A POST the webhooks' route (app/api/revalidate) answered 200: every stored page is out of date. */
export function expiresContent(url: string, status: number): boolean {
  return status === 200 && url.split('?', 1)[0]!.replace(/\/$/, '') === '/api/revalidate';
}

/** Whether Next's answer is the same for everyone who sends the request's key. */
export function isShareable(answer: FinishedAnswer): boolean {
  if (answer.status !== 200 || answer.body.length > maxCachedBodyBytes) return false;
  if (answer.headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(answer.headers['cache-control'] ?? '').toLowerCase();
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
  const sharedAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sharedAge || Number(sharedAge[1]) <= 0) return false;
  const vary = String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return vary.every((name) => understoodVary.has(name));
}

export class FrontCache {
  readonly #limits: FrontCacheLimits;
  readonly #entries = new Map<string, { answer: CachedAnswer; storedAt: number }>();
  /** Keys whose last answer from Next was shareable, read longest ago first. */
  readonly #known = new Set<string>();
  #bytes = 0;
  #generation = 0;

  constructor(limits: FrontCacheLimits) {
    if (!(limits.ttlMs >= 0) || !(limits.maxBytes >= 0))
      throw new Error('front cache limits: ttlMs ≥ 0, maxBytes ≥ 0');
    this.#limits = limits;
  }

  get enabled(): boolean {
    return this.#limits.ttlMs > 0;
  }

  /** The stored answer while it is fresh, and its age in whole seconds (the `Age` header). */
  get(key: string, now: number): { answer: CachedAnswer; ageSeconds: number } | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt >= this.#limits.ttlMs) {
      this.#delete(key);
      return null;
    }
    return { answer: entry.answer, ageSeconds: Math.floor((now - entry.storedAt) / 1000) };
  }

  /** Changes with every `clear`: an answer begun before one may hold what the webhook expired. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps Next's answer when it is shareable and no `clear` came since its request began (`generation`
   * as it was then); says whether it did.
   */
  offer(key: string, answer: FinishedAnswer, now: number, generation = this.#generation): boolean {
    if (!this.enabled) return false;
    const shareable = isShareable(answer);
    this.#remember(key, shareable);
    if (generation !== this.#generation || !shareable || answer.body.length > this.#limits.maxBytes)
      return false;
    this.#delete(key);
    const headers: CachedAnswer['headers'] = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !hopHeaders.has(name.toLowerCase()))
        headers[name.toLowerCase()] = Array.isArray(value) ? value : String(value);
    this.#entries.set(key, { answer: { headers, body: answer.body }, storedAt: now });
    this.#bytes += answer.body.length;
    // A Map iterates in insertion order, and an answer stored again is inserted again: the first
    // entries are the oldest. Expired ones go too, so pages asked for once do not sit in memory.
    for (const [oldest, { storedAt }] of this.#entries) {
      if (this.#bytes <= this.#limits.maxBytes && now - storedAt < this.#limits.ttlMs) break;
      this.#delete(oldest);
    }
    return true;
  }

  /**
   * Whether Next's last answer to the key was shareable: a page of its page cache, which it serves
   * again in a few milliseconds (the admission gate lets such reads pass renders, front/admission.ts).
   * Kept past the answer's second, and past a `clear` (Next serves an expired page while it renders
   * it again in the background); a URL never asked for before is not known.
   */
  isKnownRead(key: string): boolean {
    return this.#known.has(key);
  }

  /** Everything goes: a webhook has just expired content (a publish is live on the next request). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  #remember(key: string, shareable: boolean) {
    this.#known.delete(key);
    if (!shareable) return;
    this.#known.add(key);
    if (this.#known.size > maxKnownKeys) this.#known.delete(this.#known.values().next().value!);
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.answer.body.length;
    this.#entries.delete(key);
  }
}

/** Draft mode, a Prismic preview or the customer's session (the proxy's login guard redirects on it). */
function hasPersonalCookie(header: string): boolean {
  return header.split(';').some((pair) => {
    const [name = '', value = ''] = pair.trim().split('=', 2);
    return previewCookies.has(name) || isCustomerSessionCookie(name, value);
  });
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
