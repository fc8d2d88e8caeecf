import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/**
 * The local backends are tools on the developer's machine that any page the developer visits can aim
 * at: they answer to a loopback name of their own port only (DNS rebinding), take no write from
 * another page (a `text/plain` post needs no CORS preflight), and are never framed. Servers (the
 * shop, the peers) name no Origin and keep working; so do the backends' own pages.
 */
let backends: RunningBackends;
let port: number;
beforeAll(async () => {
  backends = await freshBackends();
  port = Number(new URL(backends.origin).port);
});
afterAll(() => backends.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, since fetch will not send another Host than the URL's. */
function call(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const knobs = async () => JSON.parse((await call('GET', '/__knobs')).body) as { errorRate: number };
const webhookUrls = async () =>
  (JSON.parse((await call('GET', '/prismic/webhooks')).body) as { webhooks: { url: string }[] }).webhooks.map(
    ({ url }) => url,
  );

describe('a page of another site writes nothing', () => {
  const evil = {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
    'content-type': 'text/plain',
  };

  it('refuses a cross-site text/plain POST /__knobs', async () => {
    const answer = await call('POST', '/__knobs', evil, JSON.stringify({ errorRate: 1 }));
    expect(answer.status).toBe(403);
    expect((await knobs()).errorRate).toBe(0);
  });

  it('refuses a cross-site text/plain POST /prismic/webhooks', async () => {
    const answer = await call(
      'POST',
      '/prismic/webhooks',
      evil,
      JSON.stringify({ url: 'https://evil.example/x' }),
    );
    expect(answer.status).toBe(403);
    expect(await webhookUrls()).not.toContain('https://evil.example/x');
  });

  it('cannot drive the Storefront API: a form or text/plain post is refused, and no preflight is granted', async () => {
    const mutation = JSON.stringify({ query: 'mutation { cartCreate(input: {}) { cart { id } } }' });
    const token = { 'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN };
    const plain = await call('POST', '/api/2025-07/graphql.json', { ...evil, ...token }, mutation);
    expect(plain.status).toBe(415);
    const form = await call(
      'POST',
      '/api/2025-07/graphql.json',
      { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
      `query=${encodeURIComponent('mutation { cartCreate(input: {}) { cart { id } } }')}`,
    );
    // A form cannot carry the token header either: refused before its body is read.
    expect(form.status).toBe(401);
    // The JSON post needs the browser to ask first; the answer grants nothing, so it is never sent.
    const preflight = await call('OPTIONS', '/api/2025-07/graphql.json', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-shopify-storefront-access-token',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('wants JSON said to be JSON where JSON is read, even from a server', async () => {
    const plain = await call(
      'POST',
      '/__knobs',
      { 'content-type': 'text/plain' },
      JSON.stringify({ errorRate: 1 }),
    );
    expect(plain.status).toBe(415);
    const hook = await call(
      'POST',
      '/prismic/webhooks',
      {},
      JSON.stringify({ url: 'https://evil.example/x' }),
    );
    expect(hook.status).toBe(415);
    expect((await knobs()).errorRate).toBe(0);
  });
});

describe('servers and the backends’ own pages keep working', () => {
  it('takes a Storefront query from a server (no Origin, no Sec-Fetch-Site)', async () => {
    const answer = await call(
      'POST',
      '/api/2025-07/graphql.json',
      {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
      },
      JSON.stringify({ query: '{ shop { name } }' }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { shop: { name: expect.any(String) } } });
  });

  it("takes a Storefront call a storefront proxy forwards with its shopper's Origin (Hydrogen)", async () => {
    const answer = await call(
      'POST',
      '/api/2025-07/graphql.json',
      {
        origin: 'http://localhost:3600',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
      },
      JSON.stringify({ query: '{ shop { name } }' }),
    );
    expect(answer.status).toBe(200);
  });

  it('takes JSON knobs from a server', async () => {
    const answer = await call('POST', '/__knobs', { 'content-type': 'application/json' }, '{"latencyMs":0}');
    expect(answer.status).toBe(200);
  });

  it('takes a form its own hosted checkout page posts (same origin), past the origin check', async () => {
    const answer = await call(
      'POST',
      '/checkout/no-such-cart',
      {
        origin: backends.origin,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      'email=a%40example.com',
    );
    expect(answer.status).not.toBe(403);
    expect(answer.status).not.toBe(421);
  });

  it('lets a shop page call a played vendor’s endpoint from its own origin, as a provider allows', async () => {
    const answer = await call(
      'POST',
      '/.well-known/shopify/monorail/unstable/produce_batch',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      JSON.stringify({ events: [] }),
    );
    expect(answer.status).not.toBe(403);
  });
});

describe('loopback names of their own port only (DNS rebinding)', () => {
  const rebound = () => `rebind.evil.example:${port}`;

  it('answers 421 to the outbox of a rebinding name', async () => {
    const answer = await call('GET', '/__outbox.json', { host: rebound() });
    expect(answer.status).toBe(421);
    expect(answer.body).not.toContain('@');
  });

  it('creates no draft for a rebinding name whose Origin matches its Host', async () => {
    const uid = `rebound-${Math.random().toString(36).slice(2, 8)}`;
    const answer = await call(
      'POST',
      '/__writing-room/new',
      {
        host: rebound(),
        origin: `http://${rebound()}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      new URLSearchParams({ type: 'article_page', lang: 'fr-fr', uid }).toString(),
    );
    expect(answer.status).toBe(421);
    expect((await call('GET', `/__writing-room?q=${uid}`)).body).toContain('0 of');
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('answers %s on its own port', async (name) => {
    expect((await call('GET', '/health', { host: `${name}:${port}` })).status).toBe(200);
  });

  it.each([
    ['no port', () => 'localhost'],
    ['another port', () => `localhost:${port + 1}`],
    ['another loopback address', () => `127.0.0.2:${port}`],
    ['a trailing dot', () => `localhost.:${port}`],
  ])('answers 421 to a Host with %s', async (_, host) => {
    expect((await call('GET', '/health', { host: host() })).status).toBe(421);
  });
});

describe('no page may frame them', () => {
  it.each(['/__writing-room', '/__outbox', '/health', '/no-such-backend'])('%s says so', async (path) => {
    const answer = await call('GET', path);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });
});
