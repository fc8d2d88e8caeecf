import { test } from '@playwright/test';
import fc from 'fast-check';
import {
  anyJson,
  anyMethod,
  anyString,
  clientAddress,
  contentType,
  encode,
  fuzz,
  type FuzzRequest,
  nastyStrings,
  oddBody,
  origin,
  raw,
  report,
  requestOrigin,
  runs,
  seedFor,
  shopLocales,
  Tally,
  withClient,
} from './support';

/**
 * Every API route of app/api/**\/route.ts with property-based inputs: the documented method with bodies
 * of the right shape holding wrong values, any JSON, bodies that are not JSON, wrong content types, odd
 * methods (TRACE included, over node:http), odd path endings and query strings.
 */

/** What a route input adds to the common parts. */
interface RouteInput {
  query?: Record<string, string>;
  /** A JSON value (stringified) or a raw body. */
  json?: unknown;
  headers?: Record<string, string>;
}

interface Route {
  path: string;
  method: 'GET' | 'POST';
  numRuns: number;
  input: fc.Arbitrary<RouteInput>;
}

const locale = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...shopLocales) },
  { weight: 2, arbitrary: anyString },
);
const integerish = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, '1', '100', null, true, [], {}),
  anyJson,
);
/** A field: usually a string (plausible or not), sometimes any JSON value or missing. */
const field = (plausible: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: anyString },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const extraKeys = fc.dictionary(anyString, anyJson, { maxKeys: 3 });
const object = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(fc.record(fields), extraKeys, fc.boolean())
    .map(([known, extra, addExtra]) => (addExtra ? { ...extra, ...known } : known));
const queryOf = (params: Record<string, fc.Arbitrary<unknown>>) =>
  fc.tuple(fc.record(params), fc.dictionary(anyString, anyString, { maxKeys: 3 })).map(([known, extra]) =>
    Object.fromEntries(
      Object.entries({ ...extra, ...known })
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ),
  );

const routes: Route[] = [
  {
    path: '/api/cart',
    method: 'GET',
    numRuns: 200,
    input: queryOf({ locale: field(locale) }).map((query) => ({ query })),
  },
  {
    path: '/api/multipass',
    method: 'GET',
    numRuns: 120,
    input: queryOf({ locale: field(locale) }).map((query) => ({ query })),
  },
  {
    path: '/api/orders/get-admin-order',
    method: 'GET',
    numRuns: 120,
    input: queryOf({
      order: field(
        fc.oneof(fc.nat().map(String), fc.constantFrom('1', '999999999', 'gid://shopify/Order/1')),
      ),
    }).map((query) => ({ query })),
  },
  {
    path: '/api/geolocation',
    method: 'GET',
    numRuns: 120,
    input: fc
      .record({
        'x-vercel-ip-country': field(fc.constantFrom('FR', 'IT', 'XX', 'T1', 'fr', ' it ')),
        'cf-ipcountry': field(fc.constantFrom('CH', 'US', 'ZZ')),
        'x-visitor-country': field(fc.stringMatching(/^[A-Za-z]{0,3}$/)),
      })
      .map((headers) => ({
        headers: Object.fromEntries(
          Object.entries(headers)
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
        ),
      })),
  },
  {
    path: '/api/gift-card-balance',
    method: 'POST',
    numRuns: 260,
    input: object({
      code: field(
        fc.oneof(
          fc.stringMatching(/^[A-Z0-9-]{4,40}$/),
          fc.constantFrom('GIFT-2026-DEMO-0001', 'gift 2026 demo 0001'),
        ),
      ),
    }).map((json) => ({ json })),
  },
  {
    path: '/api/stock-alert/post',
    method: 'POST',
    numRuns: 260,
    input: object({
      email: field(fc.emailAddress()),
      variantId: field(fc.nat().map((id) => `gid://shopify/ProductVariant/${id}`)),
      locale: field(locale),
    }).map((json) => ({ json })),
  },
  {
    path: '/api/blog/get-blog-articles-list',
    method: 'POST',
    numRuns: 260,
    input: object({
      locale: field(locale),
      page: integerish,
      pageSize: integerish,
      category: field(
        fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,100}$/), fc.constantFrom('atelier', 'fragrance-notes')),
      ),
    }).map((json) => ({ json })),
  },
  {
    path: '/api/private-check',
    method: 'GET',
    numRuns: 220,
    input: queryOf({
      redirectUrl: field(
        fc.oneof(
          fc.constantFrom(
            '/fr-fr/private',
            '/private',
            '//evil.example',
            '/\\evil.example',
            '/%2f%2fevil.example',
            'https://evil.example',
            `${origin}/fr-fr/private`,
            'javascript:alert(1)',
            '/fr-fr/private?x=1#y',
          ),
          fc.webPath(),
          fc.webUrl(),
          fc.integer({ min: 1990, max: 2010 }).map((length) => `/${'a'.repeat(length)}`),
        ),
      ),
    }).map((query) => ({ query })),
  },
  {
    path: '/api/revalidate',
    method: 'POST',
    numRuns: 260,
    input: fc
      .tuple(
        object({
          secret: field(fc.string({ minLength: 1, maxLength: 64 })),
          type: field(fc.constantFrom('api-update', 'test-trigger')),
          documents: field(fc.array(fc.string(), { maxLength: 3 })),
        }),
        fc.option(fc.base64String({ maxLength: 64 }), { freq: 2 }),
        fc.option(
          fc.oneof(fc.constantFrom('products/update', 'collections/delete', 'orders/create'), anyString),
        ),
      )
      .map(([json, hmac, topic]) => ({
        json,
        headers: {
          ...(hmac !== null ? { 'x-shopify-hmac-sha256': hmac } : {}),
          ...(topic !== null ? { 'x-shopify-topic': topic } : {}),
        },
      })),
  },
  {
    path: '/api/preview',
    method: 'GET',
    numRuns: 200,
    input: queryOf({
      token: field(
        fc.oneof(
          fc.webUrl(),
          fc.constantFrom(
            'https://maison.prismic.io/previews/abc?websitePreviewId=xyz',
            `${origin}/previews/x`,
            'master',
            '../..',
          ),
        ),
      ),
      documentId: field(fc.constantFrom('private-page-fr-fr', 'home-page-fr-fr', 'nope', '..')),
      documentID: field(fc.constantFrom('private-page-fr-fr', 'x')),
      previewId: field(fc.string()),
    }).map((query) => ({ query })),
  },
  {
    path: '/api/exit-preview',
    method: 'GET',
    numRuns: 120,
    input: queryOf({ redirect: field(fc.webUrl()) }).map((query) => ({ query })),
  },
];

const pathEnding = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/',
      '//',
      '/x',
      '/..',
      '/%2e%2e',
      '%2F',
      '.json',
      ';x',
      '%00',
      '/%',
      '/%zz',
      '%5C',
      '\\',
      '/route',
      '/route.ts',
      '/..%2f..%2fpackage.json',
    ),
  },
);

/** One request from a route's input and the common parts. */
function requestFor(route: Route) {
  return fc
    .record({
      input: route.input,
      address: clientAddress,
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(route.method) },
        { weight: 2, arbitrary: anyMethod },
      ),
      ending: pathEnding,
      encodeQuery: fc.boolean(),
      body: fc.oneof(
        {
          weight: route.method === 'POST' ? 7 : 1,
          arbitrary: fc.constant<'input' | 'odd' | 'none'>('input'),
        },
        { weight: 2, arbitrary: fc.constant<'input' | 'odd' | 'none'>('odd') },
        { weight: route.method === 'POST' ? 1 : 8, arbitrary: fc.constant<'input' | 'odd' | 'none'>('none') },
      ),
      oddBody,
      contentType: fc.option(contentType, { freq: 8 }),
      origin: requestOrigin,
      accept: fc.option(fc.constantFrom('application/json', 'text/html', 'text/x-component', '*/*')),
    })
    .map(
      ({
        input,
        address,
        method,
        ending,
        encodeQuery,
        body,
        oddBody,
        contentType,
        origin,
        accept,
      }): FuzzRequest => {
        const query = Object.entries(input.query ?? {})
          .map(([key, value]) =>
            encodeQuery ? `${encode(key)}=${encode(value)}` : `${raw(key)}=${raw(value)}`,
          )
          .join('&');
        const payload =
          body === 'none'
            ? undefined
            : body === 'odd'
              ? oddBody
              : JSON.stringify(input.json ?? input.query ?? {});
        return {
          method,
          path: `${route.path}${ending}${query ? `?${query}` : ''}`,
          headers: withClient(
            {
              ...input.headers,
              origin,
              accept: accept ?? undefined,
              ...(payload !== undefined ? { 'content-type': contentType ?? undefined } : {}),
            },
            address,
          ),
          body: payload,
          kind: `${method === route.method ? method : 'odd method'}${ending ? ' odd path' : ''}${
            body === 'odd' ? ' odd body' : ''
          }`,
        };
      },
    );
}

test('fuzz: API routes', async ({}, testInfo) => {
  test.setTimeout(600_000);
  const tallies: Tally[] = [];
  for (const route of routes) {
    const tally = new Tally(`${route.method} ${route.path}`, seedFor(`api ${route.path}`));
    // Every method once, TRACE and unknown tokens included.
    await fuzz(
      tally,
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'),
      (method): FuzzRequest[] => [
        { method, path: route.path, headers: withClient({ origin }, '203.0.113.7'), kind: 'every method' },
      ],
      10,
    );
    await fuzz(tally, requestFor(route), (request) => [request], runs(route.numRuns));
    tallies.push(tally);
  }
  // Nasty strings as the whole query string and as header values, on every route.
  const everywhere = new Tally('any route: nasty query and headers', seedFor('api nasty'));
  await fuzz(
    everywhere,
    fc.record({
      route: fc.constantFrom(...routes),
      query: fc.oneof(nastyStrings, anyString),
      header: fc.oneof(nastyStrings, anyString),
      address: clientAddress,
    }),
    ({ route, query, header, address }): FuzzRequest[] => [
      {
        method: route.method,
        path: `${route.path}?${raw(query)}`,
        headers: withClient(
          {
            origin,
            'content-type': header,
            cookie: `__prerender_bypass=${header}; __next_preview_data=${header}`,
          },
          address,
        ),
        body: route.method === 'POST' ? '{}' : undefined,
        kind: 'nasty query and headers',
      },
    ],
    runs(200),
  );
  tallies.push(everywhere);
  report(testInfo, tallies);
});
