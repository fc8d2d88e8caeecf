import { expect, test } from '@playwright/test';

/**
 * The front's one-second page cache (front/front-cache.ts, docs/adr/0015-front-page-cache.md) answers a
 * page again as Next answered it, and never where Next's answer would differ for this request.
 */
const hit = (headers: Record<string, string>) => headers['x-front-cache'] === 'HIT';

test('a shareable page is answered again from the front, as Next answered it', async ({ request }) => {
  const first = await request.get('/fr-fr/faq');
  const again = await request.get('/fr-fr/faq');
  expect(first.status()).toBe(200);
  expect(again.status()).toBe(200);
  expect(hit(again.headers())).toBe(true);
  expect(again.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect(again.headers()['cache-control']).toBe(first.headers()['cache-control']);
  expect(await again.text()).toBe(await first.text());

  const head = await request.head('/fr-fr/faq');
  expect(hit(head.headers())).toBe(true);
  expect(Number(head.headers()['content-length'])).toBeGreaterThan(1000);
});

test('the login guard still sends a customer with a session to the account', async ({ request }) => {
  await request.get('/fr-fr/login');
  expect(hit((await request.get('/fr-fr/login')).headers())).toBe(true);
  const customer = await request.get('/fr-fr/login', {
    headers: { cookie: 'customer_front_cache_test=token' },
    maxRedirects: 0,
  });
  expect(customer.status()).toBe(307);
  expect(customer.headers().location).toMatch(/\/fr-fr\/account/);
});

test('the recycling page is cached per visitor country', async ({ request }) => {
  const fromItaly = { 'x-visitor-country': 'IT' };
  await request.get('/fr-fr/how-to-recycle-in-italia', { headers: fromItaly });
  expect(hit((await request.get('/fr-fr/how-to-recycle-in-italia', { headers: fromItaly })).headers())).toBe(
    true,
  );
  const fromFrance = await request.get('/fr-fr/how-to-recycle-in-italia', {
    headers: { 'x-visitor-country': 'FR' },
    maxRedirects: 0,
  });
  expect(fromFrance.status()).toBe(307);
});

test('never the router’s payloads, previews, private pages or the API', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const payload = await request.get('/fr-fr/faq', { headers: { rsc: '1' } });
    expect(payload.headers()['content-type']).toContain('text/x-component');
    expect(hit(payload.headers())).toBe(false);
    expect(
      hit((await request.get('/fr-fr/faq', { headers: { cookie: '__prerender_bypass=1' } })).headers()),
    ).toBe(false);
    expect(hit((await request.get('/fr-fr/cart')).headers())).toBe(false);
    expect(hit((await request.get('/api/geolocation')).headers())).toBe(false);
  }
  expect(hit((await request.get('/fr-fr/no-such-page')).headers())).toBe(false);
});

test('a page loads its scripts compressed at build time, from the front, in the encoding it asks for', async ({
  page,
  request,
}) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      encodings.set(response.url(), (await response.allHeaders())['content-encoding']);
  });
  await page.goto('/fr-fr/fashion/dresses', { waitUntil: 'networkidle' });
  expect(encodings.size).toBeGreaterThan(5);
  expect([...new Set(encodings.values())]).toEqual(['br']);

  const [script] = encodings.keys();
  const asked = (encoding: string) => request.get(script!, { headers: { 'accept-encoding': encoding } });
  const [brotli, gzip, plain] = await Promise.all([asked('br'), asked('gzip'), asked('identity')]);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(gzip.headers()['content-length']));
  // Decoded, the three are one file, with the headers Next gives it.
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
  for (const answer of [brotli, gzip, plain]) {
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['content-type']).toMatch(/^application\/javascript/);
  }
  // A file the build does not have is Next's 404, not the front's.
  expect((await request.get('/_next/static/chunks/not-a-chunk.js')).status()).toBe(404);
});

test("the page's icon comes from the front, as the build wrote Next's answer", async ({ page, request }) => {
  await page.goto('/fr-fr');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(href).toMatch(/^\/icon\.svg\?/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()).toMatchObject({
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
  });
  // Next marks its own answers from the page cache; the front's carry no such header.
  expect(icon.headers()['x-nextjs-cache']).toBeUndefined();
  expect(await icon.text()).toMatch(/^<svg[\s>]/);
});

test('pages come compressed with brotli when the browser takes it, gzip otherwise, whole either way', async ({
  request,
}) => {
  const asked = (encoding: string) =>
    request.get('/fr-fr/fashion/dresses', { headers: { 'accept-encoding': encoding } });
  const plain = await asked('identity');
  const [brotli, gzip] = [await asked('gzip, deflate, br'), await asked('gzip')];
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const text = await plain.text();
  expect(text).toContain('</html>');
  expect(await brotli.text()).toBe(text);
  expect(await gzip.text()).toBe(text);
  expect(brotli.headers().vary).toMatch(/accept-encoding/i);
  // The front cache keeps the answer as sent: the same request within the second is the same bytes.
  const again = await asked('gzip, deflate, br');
  expect(hit(again.headers())).toBe(true);
  expect(again.headers()['content-encoding']).toBe('br');
  expect(await again.text()).toBe(text);
});

test('a page read again under another URL goes out as the brotli made for its first read', async ({
  request,
}) => {
  // Two front-cache keys (the query is part of it), one page: Next ignores a campaign parameter.
  const run = `x-run-${Date.now()}`;
  const read = (query: string) =>
    request.get(`/fr-fr/faq?utm_campaign=${query}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const first = await read(`first-${run}`);
  const again = await read(`again-${run}`);
  expect(hit(again.headers())).toBe(false);
  expect(first.headers()['content-encoding']).toBe('br');
  expect(again.headers()['content-encoding']).toBe('br');
  // Compressed as it streamed the first time it was read (here or before), sent whole after: its length known.
  expect(Number(again.headers()['content-length'])).toBeGreaterThan(1000);
  expect(await again.text()).toBe(await first.text());
});

test("the visitor's country is answered by the front for each request, never kept", async ({ request }) => {
  const ask = (country?: string) =>
    request.get('/api/geolocation', { headers: country ? { 'x-visitor-country': country } : {} });
  const [italy, japan, unknown] = [await ask('it'), await ask('JP'), await ask()];
  expect(await italy.json()).toEqual({ country: 'IT' });
  expect(await japan.json()).toEqual({ country: 'JP' });
  expect(await unknown.json()).toEqual({ country: null });
  for (const answer of [italy, japan, unknown]) {
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['content-type']).toBe('application/json');
    expect(hit(answer.headers())).toBe(false);
  }
  // Anything but a GET goes on to Next, whose guard refuses a write without a JSON body.
  expect((await request.post('/api/geolocation')).status()).toBe(415);
});
