// Next's own Node.js environment (AsyncLocalStorage on globalThis), set up before Next's modules load.
import 'next/dist/server/node-environment-baseline.js';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { NextRequest, NextResponse } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { refuseServerActionRequest } from '@/server/guards/server-actions';
import { ProviderUnavailableError } from '@/server/provider-unavailable';
import {
  internalRewrite,
  isOwnRewrite,
  rewriteTarget,
  rewritesComeBack,
} from '@/server/next-internals/rewrite';
import {
  isRouterFetch,
  keptOutOfBrowserCache,
  routerFetchCacheControl,
} from '@/server/next-internals/router-requests';
import {
  actionHeader,
  formActionIds,
  isPlainActionArguments,
  serverReferenceKind,
} from '@/server/next-internals/server-references';

/**
 * The contract tests of server/next-internals/ (README.md there lists every contract): each runs or
 * reads the installed next and react, never a copy of what we assume, and names the contract it checks
 * when an upgrade breaks it.
 */
const require = createRequire(import.meta.url);
const nextModule = <T>(path: string) => require(`next/dist/${path}`) as T;
const routerHeaders = nextModule<{
  ACTION_HEADER: string;
  FLIGHT_HEADERS: string[];
  NEXT_RSC_UNION_QUERY: string;
}>('client/components/app-router-headers.js');

const actionId = '60209b23fa1da6ab9fe66a938a7f58c146285bfb13';
const cachedId = 'c037367ed04350f131af6c676bf9b13f8a1b67d4d0';
const site = 'http://localhost:3000';

describe('contract: the proxy rewrites through NextResponse.rewrite (rewrite.ts)', () => {
  it('the request a proxy reads names a loopback address localhost (why rewrites come back)', () => {
    expect(new NextRequest('http://127.0.0.1:3000/en-eu').nextUrl.hostname, 'NextURL renames 127.0.0.1').toBe(
      'localhost',
    );
    expect(new NextRequest('http://[::1]:3000/en-eu').nextUrl.hostname, 'NextURL renames [::1]').toBe(
      'localhost',
    );
    expect(rewritesComeBack({ HOSTNAME: '127.0.0.1' })).toBe(true);
    expect(rewritesComeBack({ HOSTNAME: '0.0.0.0' })).toBe(false);
    expect(rewritesComeBack({ HOSTNAME: 'f3a9c1d2b4e5' })).toBe(false);
    expect(rewritesComeBack({})).toBe(false);
  });

  it("reads where another proxy's NextResponse.rewrite goes and the request headers it sets (next-intl's)", () => {
    const request = new NextRequest(`${site}/fashion`, { headers: { cookie: 'a=1' } });
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', 'en-ww');
    const routed = NextResponse.rewrite(new URL('/en-ww/fashion?a=1', site), { request: { headers } });
    expect(
      rewriteTarget(routed)?.href,
      'NextResponse.rewrite writes its target in x-middleware-rewrite',
    ).toBe(`${site}/en-ww/fashion?a=1`);
    const rewritten = internalRewrite(routed, '/en-ww/listings/fashion/_/~', request, {
      HOSTNAME: '127.0.0.1',
    });
    expect(
      rewritten.headers.get('x-middleware-override-headers')?.split(',').sort(),
      'the override list',
    ).toEqual(['cookie', 'x-next-intl-locale', 'x-shop-internal-rewrite']);
    expect(rewritten.headers.get('x-middleware-request-x-next-intl-locale'), 'the override values').toBe(
      'en-ww',
    );
  });

  it("a rewrite that comes back carries the proof beside next-intl's request headers, over plain HTTP", () => {
    const request = new NextRequest('https://localhost:3000/en-eu/fashion', { headers: { cookie: 'a=1' } });
    const intl = NextResponse.next({
      request: { headers: new Headers({ cookie: 'a=1', 'x-locale': 'en-eu' }) },
    });
    intl.cookies.set('NEXT_LOCALE', 'en-eu');
    const rewritten = internalRewrite(intl, '/en-eu/listings/fashion/_/~', request, {
      HOSTNAME: '127.0.0.1',
    });
    expect(rewritten.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en-eu/listings/fashion/_/~',
    );
    expect(rewritten.cookies.get('NEXT_LOCALE')?.value, "next-intl's cookie is kept").toBe('en-eu');
    const kept = rewritten.headers.get('x-middleware-override-headers')!.split(',');
    expect(kept.sort()).toEqual(['cookie', 'x-locale', 'x-shop-internal-rewrite']);
    expect(rewritten.headers.get('x-middleware-request-x-locale')).toBe('en-eu');
    const proof = rewritten.headers.get('x-middleware-request-x-shop-internal-rewrite')!;
    const back = new NextRequest('http://localhost:3000/en-eu/listings/fashion/_/~', {
      headers: { 'x-shop-internal-rewrite': proof },
    });
    expect(isOwnRewrite(back)).toBe(true);
    expect(isOwnRewrite(new NextRequest(back.url, { headers: { 'x-shop-internal-rewrite': 'guess' } }))).toBe(
      false,
    );
  });

  it('a rewrite that stays internal keeps the request headers next-intl gave', () => {
    const request = new NextRequest('http://localhost:3000/en-eu/fashion');
    const intl = NextResponse.next({ request: { headers: new Headers({ 'x-locale': 'en-eu' }) } });
    const rewritten = internalRewrite(intl, '/en-eu/listings/fashion/_/~', request, {
      HOSTNAME: 'shop-7f3a',
    });
    expect(rewritten.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en-eu/listings/fashion/_/~',
    );
    expect(rewritten.headers.get('x-middleware-override-headers')).toBe('x-locale');
  });
});

/** Runs Next's own proxy adapter on a request and returns the request the proxy function was given. */
async function requestSeenByProxy(url: string, headers: Record<string, string>): Promise<NextRequest> {
  const { adapter } = nextModule<{
    adapter: (params: unknown) => Promise<unknown>;
  }>('server/web/adapter.js');
  let seen: NextRequest | undefined;
  await adapter({
    page: '/proxy',
    handler: (request: NextRequest) => {
      seen = request;
      return NextResponse.next();
    },
    request: { url, method: 'GET', headers, nextConfig: {} },
  });
  return seen!;
}

describe("contract: what a Node.js proxy sees of the router's requests (router-requests.ts, server-references.ts)", () => {
  it("strips the router's flight headers and _rsc, and keeps the Fetch Metadata and the action header", async () => {
    const flight = Object.fromEntries(routerHeaders.FLIGHT_HEADERS.map((name) => [name, '1']));
    const seen = await requestSeenByProxy(
      `${site}/fr-fr/fashion?${routerHeaders.NEXT_RSC_UNION_QUERY}=x&a=1`,
      {
        ...flight,
        'sec-fetch-dest': 'empty',
        [routerHeaders.ACTION_HEADER]: actionId,
      },
    );
    for (const name of routerHeaders.FLIGHT_HEADERS)
      expect(seen.headers.has(name), `Next strips ${name} before the proxy: it cannot read it`).toBe(false);
    expect(seen.nextUrl.search).toBe('?a=1');
    expect(isRouterFetch(seen), "the router's fetch is told by Sec-Fetch-Dest").toBe(true);
    expect(seen.headers.get(actionHeader), 'the proxy reads the action header (the guard)').toBe(actionId);
    expect(actionHeader).toBe(routerHeaders.ACTION_HEADER);
  });

  it('a navigation is no router fetch, nor a client that sends no Fetch Metadata', async () => {
    expect(isRouterFetch(await requestSeenByProxy(`${site}/fr-fr`, { 'sec-fetch-dest': 'document' }))).toBe(
      false,
    );
    expect(isRouterFetch(await requestSeenByProxy(`${site}/fr-fr`, {}))).toBe(false);
  });
});

describe('contract: Next keeps a Cache-Control the proxy set (router-requests.ts keptOutOfBrowserCache)', () => {
  const { sendRenderResult } = nextModule<{
    sendRenderResult: (options: Record<string, unknown>) => Promise<void>;
  }>('server/send-payload.js');
  const { default: RenderResult } = nextModule<{
    default: { fromStatic(body: string, contentType: string): unknown };
  }>('server/render-result.js');

  /** The Cache-Control Next writes for a page cached an hour, over what the response already has. */
  async function cacheControlSent(before: string | undefined): Promise<string> {
    const headers = new Map<string, string>(before ? [['cache-control', before]] : []);
    const res = {
      statusCode: 200,
      finished: false,
      headersSent: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      end: () => undefined,
    };
    await sendRenderResult({
      req: { method: 'GET', headers: {} },
      res,
      result: RenderResult.fromStatic('0:{}', 'text/x-component'),
      generateEtags: false,
      poweredByHeader: false,
      cacheControl: { revalidate: 3600, expire: 86400 },
    });
    return headers.get('cache-control') ?? '';
  }

  it("sends the page's own lifetime when nothing was set, and keeps the proxy's when it was", async () => {
    expect(await cacheControlSent(undefined), "Next's own header for a cached page").toMatch(/s-maxage=3600/);
    expect(await cacheControlSent(routerFetchCacheControl), "Next keeps the proxy's header").toBe(
      routerFetchCacheControl,
    );
  });

  it("the router's fetches of a page are answered no-store, its documents are left to Next", async () => {
    const answer = async (headers: Record<string, string>) =>
      keptOutOfBrowserCache(
        await requestSeenByProxy(`${site}/fr-fr/fashion`, headers),
        NextResponse.next(),
      ).headers.get('cache-control');
    expect(await answer({ 'sec-fetch-dest': 'empty', rsc: '1' })).toBe('private, no-store');
    expect(await answer({ 'sec-fetch-dest': 'document' })).toBeNull();
  });
});

describe("contract: server reference ids ('use cache' bit, server-references.ts)", () => {
  const info = nextModule<{
    SERVER_REFERENCE_ID_LENGTH: number;
    extractInfoFromServerReferenceId: (id: string) => { type: string };
  }>('shared/lib/server-reference-info.js');

  it("reads every first byte as Next's server-reference-info does", () => {
    expect(info.SERVER_REFERENCE_ID_LENGTH, 'Next names a server reference by 42 characters').toBe(42);
    for (let byte = 0; byte < 256; byte++) {
      const id = byte.toString(16).padStart(2, '0') + actionId.slice(2);
      expect(
        serverReferenceKind(id),
        `first byte ${byte}: Next reads it as ${info.extractInfoFromServerReferenceId(id).type}`,
      ).toBe(info.extractInfoFromServerReferenceId(id).type);
    }
  });
});

/** React's decoders as Next runs them (tests/support/react-server-decode.mjs). */
type Settled = { value?: unknown; error?: string };
function decodeWithReact(input: {
  actions?: [string, string][][];
  replies?: (string | [string, string][])[];
}) {
  const output = execFileSync(
    process.execPath,
    ['--conditions=react-server', 'tests/support/react-server-decode.mjs'],
    { input: JSON.stringify(input), env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  return JSON.parse(output) as { actions: Settled[]; replies: Settled[] };
}

describe("contract: every $ACTION_ spelling React's decodeAction calls (server-references.ts formActionIds)", () => {
  const descriptor = (text: string) => text;
  const forms: [string, string][][] = [
    [[`$ACTION_ID_${actionId}`, '']],
    [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor(`{"id":"${actionId}","bound":null}`)],
    ],
    [
      ['$ACTION_REF_ any suffix', ''],
      ['$ACTION_ any suffix:0', descriptor(`{"id":"${cachedId}","bound":null}`)],
    ],
    // Duplicate keys: Next's check reads the first, React calls the last.
    [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor(`{"id":"${actionId}","id":"${cachedId}","bound":null}`)],
    ],
    // An escaped id: the text's id is not the one JSON gives.
    [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor(`{"id":"\\u0063${cachedId.slice(1)}","bound":null}`)],
    ],
    [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor(` {"id":"${cachedId}","bound":null}`)],
    ],
    // Several references: React calls the last one named.
    [
      [`$ACTION_ID_${actionId}`, ''],
      ['$ACTION_REF_2', ''],
      ['$ACTION_2:0', descriptor(`{"id":"${cachedId}","bound":null}`)],
    ],
    [
      ['$ACTION_REF_2', ''],
      ['$ACTION_2:0', descriptor(`{"id":"${actionId}","bound":null}`)],
      [`$ACTION_ID_${cachedId}`, ''],
    ],
    [
      ['$ACTION_KEY', 'k'],
      [`$ACTION_ID_${cachedId}`, ''],
    ],
  ];
  let called: Settled[];
  beforeAll(() => {
    called = decodeWithReact({ actions: forms }).actions;
  });

  it('the guard refuses the form, or names the reference React calls', () => {
    forms.forEach((entries, index) => {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      const ids = formActionIds(form);
      const refused = ids.some((id) => serverReferenceKind(id) === null);
      const { value } = called[index]!;
      expect(typeof value, `React calls a reference for form ${index}`).toBe('string');
      expect(
        refused || ids.includes(value as string),
        `form ${index} (${JSON.stringify(entries)}): React calls ${String(value)}, the guard reads ${JSON.stringify(ids)}`,
      ).toBe(true);
    });
  });

  it('a form naming no reference in these spellings calls none', () => {
    const [none] = decodeWithReact({
      actions: [
        [
          ['$ACTION_OTHER', actionId],
          ['name', 'x'],
        ],
      ],
    }).actions;
    expect(none!.value, 'React calls no action without $ACTION_ID_ or $ACTION_REF_').toBeNull();
  });
});

describe("contract: React's reply format (server-references.ts isPlainActionArguments)", () => {
  const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node.js') as {
    encodeReply: (value: unknown[]) => Promise<string | FormData>;
  };
  const marker = '\u0000';

  it("what React's encodeReply sends for the shop's calls passes the guard and decodes to the same values", async () => {
    const details = new FormData();
    details.append('email', 'a@example.com');
    details.append('note', '$1 off');
    const calls: unknown[][] = [
      ['fr-fr', '$price', undefined, { lines: [{ id: 'gid://shopify/CartLine/1', quantity: 2 }] }, null, 3],
      [details, 'en-uk', '$$'],
    ];
    const bodies = await Promise.all(calls.map((args) => encodeReply(args)));
    for (const body of bodies) {
      const request = new NextRequest(`${site}/fr-fr`, {
        method: 'POST',
        headers: {
          [actionHeader]: actionId,
          origin: site,
          ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
        },
        body,
      });
      expect(
        await refuseServerActionRequest(request, site),
        `the guard lets ${String(body)} through`,
      ).toBeNull();
    }
    const replies = bodies.map((body) =>
      typeof body === 'string' ? body : ([...body.entries()] as [string, string][]),
    );
    const decoded = decodeWithReact({ replies }).replies;
    expect(decoded[0]!.value).toEqual(['fr-fr', '$price', `${marker}undefined`, calls[0]![3], null, 3]);
    expect(decoded[1]!.value).toEqual([{ [`${marker}FormData`]: [...details.entries()] }, 'en-uk', '$$']);
  });

  it('every other string starting with $ is a reference to React, which the guard refuses', () => {
    const texts: string[] = [];
    const accepted: string[] = [];
    for (let code = 0x21; code < 0x7f; code++) {
      const text = JSON.stringify([`$${String.fromCharCode(code)}1`]);
      (isPlainActionArguments(text, true) ? accepted : texts).push(text);
    }
    expect(accepted, 'the guard takes an escaped $ and a FormData argument only').toEqual([
      '["$$1"]',
      '["$K1"]',
    ]);
    const decoded = decodeWithReact({ replies: texts }).replies;
    texts.forEach((text, index) => {
      const { value } = decoded[index]!;
      expect(value, `React gives ${text} a meaning of its own`).not.toEqual(JSON.parse(text));
    });
  });
});

describe('contract: the cache handlers the shared store falls back to (shared-store/next-cache-handlers.mjs)', () => {
  /** The handlers as Next loads them: with Node's own loader, no REDIS_URL. */
  let loaded: { pageCacheMethods: string[]; nextUseCache: string[]; redisUseCache: string[]; memory: number };
  beforeAll(() => {
    const script = `
      const { NextPageCache, createNextUseCacheHandler, nextDefaultMemoryBytes } =
        await import('./shared-store/next-cache-handlers.mjs');
      const { redisUseCacheHandler } = await import('./shared-store/use-cache.mjs');
      const methods = (handler) => Object.keys(handler).sort();
      process.stdout.write(JSON.stringify({
        pageCacheMethods: Object.getOwnPropertyNames(NextPageCache?.prototype ?? {}),
        nextUseCache: methods(createNextUseCacheHandler(1024)),
        redisUseCache: methods(redisUseCacheHandler()),
        memory: nextDefaultMemoryBytes,
      }));
      process.exit(0);`;
    const env = { ...process.env, REDIS_URL: '' };
    loaded = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }),
    );
  });

  it("Next's page cache is a class with the handler methods", () => {
    for (const method of ['get', 'set', 'revalidateTag'])
      expect(loaded.pageCacheMethods, `Next's file-system cache has ${method}`).toContain(method);
  });

  it("the Redis 'use cache' handler has every method of Next's own", () => {
    expect(loaded.redisUseCache, "the methods of Next's default 'use cache' handler").toEqual(
      loaded.nextUseCache,
    );
  });

  it("Next's default memory size", () => {
    const { defaultConfig } = nextModule<{ defaultConfig: { cacheMaxMemorySize: number } }>(
      'server/config-shared.js',
    );
    expect(loaded.memory, "Next's cacheMaxMemorySize default").toBe(defaultConfig.cacheMaxMemorySize);
  });
});

describe("contract: an error's digest crosses the 'use cache' boundary (server/provider-unavailable.ts)", () => {
  it("Next's server error handler keeps the digest an error carries", () => {
    const { createReactServerErrorHandler } = nextModule<{
      createReactServerErrorHandler: (...args: unknown[]) => (error: unknown) => string | undefined;
    }>('server/app-render/create-error-handler.js');
    const handle = createReactServerErrorHandler(false, false, new Map(), () => undefined);
    const error = new ProviderUnavailableError('Storefront API unreachable');
    expect(handle(error), "the digest React sends for an error thrown in a 'use cache' read").toBe(
      error.digest,
    );
  });
});
