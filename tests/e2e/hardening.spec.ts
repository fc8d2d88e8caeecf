import { readFileSync } from 'node:fs';
import { request as http } from 'node:http';
import { join } from 'node:path';
import { backendsOrigin, botCheckToken, expect, test } from './support';

/**
 * Regression tests for the holes an outside probe found (docs/adr/0003): each one answered
 * a file, a private document, a 5xx or a foreign host before the fix.
 */

/** The test shop (scripts/shop-server.ts startTestShop: TEST_SHOP_PORT, TEST_DIST_DIR). */
const shopPort = Number(process.env.TEST_SHOP_PORT ?? 3100);
const site = `http://localhost:${shopPort}`;
const manifest = JSON.parse(
  readFileSync(
    join(process.cwd(), process.env.TEST_DIST_DIR ?? '.next-test', 'server/server-reference-manifest.json'),
    'utf8',
  ),
) as { node: Record<string, { exportedName: string; filename: string }> };

function referenceId(filename: string, exportedName?: string): string {
  const entry = Object.entries(manifest.node).find(
    ([, info]) => info.filename === filename && (!exportedName || info.exportedName === exportedName),
  );
  if (!entry) throw new Error(`no server reference in ${filename}`);
  return entry[0];
}

/** A private sale sentence of backends/content/private_page/fr-fr.json. */
const privateText = 'Réservée à nos clients';
let clientNumber = 0;
/** A client address of the test's own, so rate limits never spill over (TRUSTED_PROXY_COUNT=1). */
const ownClient = () => ({ 'x-forwarded-for': `198.51.100.${++clientNumber}` });

test.describe('server references', () => {
  test("a 'use cache' function cannot be called as an action: no file, no private document", async ({
    request,
  }) => {
    const call = (id: string, args: unknown[]) =>
      request.post('/fr-fr', {
        headers: { 'next-action': id, origin: site, 'content-type': 'text/plain;charset=UTF-8' },
        data: JSON.stringify(args),
      });
    // The message loader reads files: it is no server reference at all any more.
    expect(Object.values(manifest.node).some((info) => info.filename === 'i18n/messages.ts')).toBe(false);
    const list = await call(referenceId('server/prismic/lists.ts'), ['..']);
    expect(list.status()).toBe(404);
    expect(await list.text()).not.toContain('singleQuote');
    const single = await call(referenceId('server/prismic/documents.ts', '$$RSC_SERVER_CACHE_0'), [
      'fr-fr',
      'private_page',
    ]);
    expect(single.status()).toBe(404);
    expect(await single.text()).not.toContain(privateText);
  });

  test('a server action refuses a foreign origin and a body that is not its arguments', async ({
    request,
  }) => {
    const predict = referenceId('server/actions/search.ts', 'predictSearch');
    const post = (origin: string, data: string) =>
      request.post('/fr-fr', {
        headers: { 'next-action': predict, origin, 'content-type': 'text/plain;charset=UTF-8' },
        data,
      });
    expect((await post('https://evil.example', '["fr-fr","rose"]')).status()).toBe(403);
    for (const body of ['', 'notjson', '{}', '["$Q9"]', '['.repeat(5000)])
      expect((await post(site, body)).status(), body.slice(0, 20)).toBe(400);
    const answer = await post(site, '["fr-fr","rose"]');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('/fr-fr/search?q=');
  });

  test('add to cart answers a refusal, not a 500, when it is not given a form', async ({ request }) => {
    const add = referenceId('server/actions/cart.ts', 'addToCartAction');
    const response = await request.post('/fr-fr', {
      headers: { 'next-action': add, origin: site },
      multipart: { '0': '["$K1"]', '1_variantId': 'x' },
    });
    expect(response.status()).toBeLessThan(500);
  });
});

test.describe('previews and private pages', () => {
  test('draft mode needs a preview token of the repository, and grants no private access', async ({
    request,
  }) => {
    expect((await request.get('/api/preview', { maxRedirects: 0 })).status()).toBe(400);
    const masterRef = (
      (await (await fetch(`${backendsOrigin}/prismic/api/v2`)).json()) as {
        refs: { ref: string }[];
      }
    ).refs[0]!.ref;
    for (const token of ['abc', masterRef, `${backendsOrigin}/prismic/previews/forged`]) {
      const refused = await request.get(`/api/preview?token=${encodeURIComponent(token)}`, {
        maxRedirects: 0,
      });
      expect(refused.status(), token).toBe(401);
      expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }

    const session = (await (
      await fetch(`${backendsOrigin}/prismic/previews`, { method: 'POST' })
    ).json()) as { token: string };
    const preview = await request.get(`/api/preview?token=${encodeURIComponent(session.token)}`, {
      maxRedirects: 0,
    });
    expect(preview.status()).toBe(307);
    const cookies = preview.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.map((cookie) => cookie.value).join('\n')).toContain('__prerender_bypass');
    expect(cookies.find((cookie) => cookie.value.startsWith('io.prismic.preview='))?.value).toMatch(
      /Path=\/; SameSite=lax/i,
    );

    // With the editor's cookies: still no private access.
    const cookie = cookies.map((header) => header.value.split(';')[0]).join('; ');
    const check = await request.get('/api/private-check?redirectUrl=/fr-fr/private', { headers: { cookie } });
    expect(await check.json()).toBeNull();
    const page = await request.get('/fr-fr/private', { headers: { cookie } });
    expect(await page.text()).not.toContain(privateText);
  });
});

test.describe('odd requests get a 4xx of the shop', () => {
  test('an undecodable or backslashed path shows the not-found page in the locale, an API path JSON', async ({
    request,
  }) => {
    for (const path of ['/fr-fr/%zz', '/fr-fr/%5C', '/fr-fr/redirects/%5C', `/fr-fr/${'a'.repeat(16_000)}`]) {
      const response = await rawRequest('GET', path);
      expect(response.status, path.slice(0, 30)).toBe(404);
      expect(response.body, path.slice(0, 30)).toContain('Page introuvable');
    }
    const api = await rawRequest('GET', '/api/%zz');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'INVALID' });
    expect((await request.get('/%')).status()).toBe(404);
  });

  test('the internal listing routes answer only through the rewrite of a public URL (ADR 0013)', async ({
    request,
  }) => {
    for (const path of ['/fr-fr/listings/fashion/dresses/~', '/fr-fr/listings/search/~']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page introuvable');
    }
    expect((await request.get('/listings/search/~')).status()).toBe(404);
    expect((await request.get('/fr-fr/fashion/dresses?sort-by=not-a-sort&page=x')).status()).toBe(200);
  });

  test('TRACE is a 405 on pages and API routes', async () => {
    expect((await rawRequest('TRACE', '/fr-fr')).status).toBe(405);
    expect((await rawRequest('TRACE', '/api/cart')).status).toBe(405);
  });

  test('a body over 1 MB is a 413', async ({ request }) => {
    const response = await request.post('/fr-fr', {
      headers: { 'next-action': referenceId('server/actions/search.ts'), origin: site },
      data: 'a'.repeat(3 * 1024 * 1024),
    });
    expect(response.status()).toBe(413);
  });

  test('a body sent in chunks is counted as it arrives: over 1 MB it is a 413, under it goes through', async () => {
    const action = {
      'next-action': referenceId('server/actions/search.ts', 'predictSearch'),
      origin: site,
      'content-type': 'text/plain;charset=UTF-8',
    };
    const tooLarge = await chunkedPost('/fr-fr', action, Array(48).fill('a'.repeat(64 * 1024)));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 'INVALID' });
    const search = await chunkedPost('/fr-fr', action, ['["fr-fr",', '"rose"]']);
    expect(search.status).toBe(200);
    expect(search.body).toContain('/fr-fr/search?q=');
  });

  test('the front’s own answers carry the security headers of every other answer', async ({ request }) => {
    const page = (await request.get('/fr-fr')).headers();
    const security = [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-content-type-options',
    ];
    for (const name of security) expect(page[name], name).toBeTruthy();
    const own = [
      await rawRequest('TRACE', '/fr-fr'),
      await rawRequest('GET', '/api/%zz'),
      await rawRequest('GET', '/api/health'),
      await chunkedPost('/fr-fr', { origin: site }, Array(20).fill('a'.repeat(64 * 1024))),
    ];
    expect(own.map((answer) => answer.status)).toEqual([405, 400, 200, 413]);
    for (const answer of own)
      for (const name of security) expect(answer.headers[name], `${answer.status} ${name}`).toBe(page[name]);
  });
});

test.describe('listing states (issue 29, finding 2)', () => {
  test('an unknown filter value sends a browser to the state without it, and costs the router no render', async ({
    request,
  }) => {
    const canonical = await request.get('/fr-fr/fashion/dresses');
    expect(canonical.headers()['cache-control']).toContain('s-maxage');
    const unknown = () =>
      `/fr-fr/fashion/dresses?filter.v.option.color=${Math.random().toString(36).slice(2)}&page=2`;
    // The proxy looks the collection's filters up on the first filtered read, without waiting for them.
    await request.get(unknown());
    const redirected = async () => (await request.get(unknown(), { maxRedirects: 0 })).status();
    await expect.poll(redirected, { timeout: 10_000 }).toBe(307);
    // A browser is sent to the state without the unknown value: a redirect, far cheaper than a page.
    const answer = await request.get(unknown(), { maxRedirects: 0 });
    // Next's router writes a same-origin Location as a path.
    const location = new URL(answer.headers()['location']!, 'http://shop.test');
    expect(`${location.pathname}${location.search}`).toBe('/fr-fr/fashion/dresses?page=2');
    // The router's own fetch follows it to that state's page.
    const routerRead = await request.get(unknown(), { headers: { rsc: '1' } });
    expect(routerRead.status()).toBe(200);
    // Next adds its `_rsc` cache-busting parameter to a redirect of the router's request.
    const landed = new URL(routerRead.url()).searchParams;
    expect([landed.get('page'), landed.has('filter.v.option.color')]).toEqual(['2', false]);
    // A value the collection offers is still a state of its own.
    const offered = await request.get('/fr-fr/fashion/dresses?filter.v.availability=1', { maxRedirects: 0 });
    expect(offered.status()).toBe(200);
    expect(await offered.text()).not.toBe(await canonical.text());
  });
});

test.describe('the product API', () => {
  test('an API path that names no action answers its JSON error 404, whatever the method', async ({
    request,
  }) => {
    for (const [method, path] of [
      ['GET', '/api/no-such-action'],
      ['POST', '/api/no-such-action/deeper'],
      ['PUT', '/api/customers/no-such-action'],
      ['DELETE', '/api/stock-alert'],
    ] as const) {
      const response = await request.fetch(path, {
        method,
        headers: { 'content-type': 'application/json', ...ownClient() },
        ...(method === 'GET' ? {} : { data: {} }),
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
      // spec §7.2 / server/guards/refusal.ts: the API's one error shape.
      expect(await response.json(), `${method} ${path}`).toEqual({
        error: expect.any(String),
        code: 'NOT_FOUND',
      });
    }
  });

  test('refuses cross-site simple requests', async ({ request }) => {
    const body = JSON.stringify({
      email: 'a@example.com',
      variantId: 'gid://shopify/ProductVariant/1',
      locale: 'fr-fr',
    });
    const plain = await request.post('/api/stock-alert/post/', {
      headers: { 'content-type': 'text/plain', ...ownClient() },
      data: body,
    });
    expect(plain.status()).toBe(415);
    const foreign = await request.post('/api/stock-alert/post/', {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...ownClient() },
      data: body,
    });
    expect(foreign.status()).toBe(403);
  });

  test('rate-limits gift card guesses per client address with Retry-After', async ({ request }) => {
    const client = ownClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await request.post('/api/gift-card-balance/', {
        headers: { 'content-type': 'application/json', ...client },
        data: {
          code: `GUESS${attempt}XXXXXXXX`,
          token: await botCheckToken(request, 'gift_card_balance', client),
        },
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const otherClient = ownClient();
    const other = await request.post('/api/gift-card-balance/', {
      headers: { 'content-type': 'application/json', ...otherClient },
      data: {
        code: 'GUESSOTHERXXXXXX',
        token: await botCheckToken(request, 'gift_card_balance', otherClient),
      },
    });
    expect(other.status()).not.toBe(429);
  });
});

test('a foreign Host is never reflected into a cached page or its headers', async () => {
  const response = await rawRequest('GET', '/fr-fr', {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
  });
  expect(response.status).toBe(200);
  expect(JSON.stringify(response.headers)).not.toContain('evil.example');
  expect(response.body).not.toContain('evil.example');
});

/** A POST whose body is sent in chunks, without a Content-Length (node:http's chunked encoding). */
function chunkedPost(
  path: string,
  headers: Record<string, string>,
  chunks: string[],
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = http(
      { host: 'localhost', port: shopPort, method: 'POST', path, headers: { ...headers, ...ownClient() } },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }),
        );
      },
    );
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

/** node:http, which sends a path and a method as given (fetch normalises or refuses them). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = http({ host: 'localhost', port: shopPort, method, path, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
