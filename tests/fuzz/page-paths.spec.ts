import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import fc from 'fast-check';
import {
  anyMethod,
  anyString,
  clientAddress,
  encode,
  fuzz,
  type FuzzRequest,
  nastyStrings,
  raw,
  report,
  runs,
  seedFor,
  shopLocales,
  Tally,
  withClient,
} from './support';

/**
 * Odd page paths, sent over node:http exactly as written (no URL normalisation): invalid
 * percent-encodings, encoded traversal, backslashes, 16,000-character segments, Unicode, null bytes,
 * 2,000 query parameters, garbage sort, page and filter values on listings, garbage searches, every
 * route of app/[locale] with random uids, odd methods and Next's own request headers.
 */

/** Every route of app/[locale] ("/faq/[uid]", "/[...rest]", "" for the home page). */
function shopRoutes(folder = 'app/[locale]', prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return shopRoutes(join(folder, entry.name), `${prefix}/${entry.name}`);
    return entry.name === 'page.tsx' || entry.name === 'route.ts' ? [prefix] : [];
  });
}

const routes = shopRoutes();
const listings = [
  '/fr-fr/fashion/dresses',
  '/fashion/knitwear',
  '/fr-fr/fragrance/for-her',
  '/en-us/fashion',
  '/fr-fr/fashion',
];
const pages = [
  '/',
  '/fr-fr',
  '/fr-fr/private',
  '/fr-fr/search',
  '/fr-fr/fashion/dresses',
  '/fr-fr/fashion/product/silk-wrap-dress',
  '/fr-fr/our-story',
  '/fr-fr/redirects/summer-sale',
  '/fr-fr/articles',
];

/** A locale prefix: a shop locale, none (en-ww lives at the root), or a wrong one. */
const localePrefix = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...shopLocales.map((locale) => `/${locale}`), '') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('/FR-FR', '/fr', '/xx-xx', '/fr-fr.', '/fr%2Dfr', '/%66r-fr', '/_next'),
  },
);

/** A path segment: printable, Unicode (encoded, or sent as raw UTF-8 bytes), a nasty string, or long. */
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.webSegment() },
  { weight: 2, arbitrary: nastyStrings.map(encode) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encode) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(raw) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(encode) },
  { weight: 1, arbitrary: anyString.map(raw) },
);

const invalidPercent = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/fr-fr/',
      '/fr-fr/fashion/',
      '/fr-fr/fashion/product/',
      '/fr-fr/redirects/',
      '/fr-fr/search?q=',
    ),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFgz%/.'), maxLength: 3 }),
    fc.constantFrom('', '%E0%A4%A', '%C3', '%ED%A0%80', '%F4%90%80%80', '%C0%AE', '%uFF0E'),
  )
  .map(([prefix, junk, tail]) => `${prefix}%${junk}${tail}`);

const traversalPiece = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '..%00',
  '..;',
  '%c0%ae%c0%ae',
  '.%E3%80%82',
  'etc',
  'passwd',
  'package.json',
  '.prettierrc',
  '.env',
  'next.config.ts',
  '.next-test',
  'server',
  'app',
);
const traversalSeparator = fc.constantFrom('/', '%2f', '%2F', '%5c', '%5C', '\\', '%252f', '//', '/./');
const traversal = fc
  .tuple(
    localePrefix,
    fc.array(fc.tuple(traversalPiece, traversalSeparator), { minLength: 1, maxLength: 8 }),
    traversalPiece,
  )
  .map(
    ([prefix, pieces, last]) =>
      `${prefix}/${pieces.map(([piece, separator]) => piece + separator).join('')}${last}`,
  );

const backslash = fc.oneof(
  fc.constantFrom(
    '/fr-fr/%5C',
    '/fr-fr/redirects/%5C',
    '/fr-fr/redirects/%5C%5Cevil.example',
    '/%5C%5Cevil.example',
    '/\\evil.example',
    '/fr-fr\\private',
    '/fr-fr/\\/evil.example',
    '/fr-fr/fashion\\dresses',
    '/%5Cfr-fr',
  ),
  fc
    .tuple(localePrefix, fc.constantFrom('\\', '%5C', '%5c', '/\\', '\\/'), segment)
    .map(([prefix, slash, rest]) => `${prefix}/${slash}${rest}`),
);

const longSegment = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/fr-fr/',
      '/fr-fr/fashion/',
      '/fr-fr/fashion/product/',
      '/fr-fr/search?q=',
      '/fr-fr/redirects/',
    ),
    fc.constantFrom('a', '%41', '%C3%A9', 'é', '-', '.', '%'),
    fc.oneof(
      fc.integer({ min: 200, max: 4_000 }),
      fc.constant(16_000),
      fc.integer({ min: 4_000, max: 16_000 }),
    ),
  )
  .map(([prefix, unit, length]) => `${prefix}${unit.repeat(Math.ceil(length / unit.length))}`);

const nullBytes = fc
  .tuple(localePrefix, segment, fc.constantFrom('%00', '%00%00', '%2500', '\u0000'), fc.boolean())
  .map(([prefix, rest, nul, inQuery]) =>
    inQuery ? `${prefix}/search?q=${rest}${raw(nul)}` : `${prefix}/${rest}${raw(nul)}${rest}`,
  );

const manyParameters = fc
  .tuple(
    fc.constantFrom(...pages, ...listings),
    fc.constantFrom('numbered', 'same key', 'filters', 'deep keys', 'sort', 'arrays'),
    fc.integer({ min: 1_000, max: 2_000 }),
  )
  .map(([page, shape, count]) => {
    const parameter = (index: number) => {
      switch (shape) {
        case 'numbered':
          return `a${index}=${index}`;
        case 'same key':
          return 'f=1';
        case 'filters':
          return `filter.v.option.color=c${index}`;
        case 'deep keys':
          return `a${'[b]'.repeat(index % 12)}=1`;
        case 'sort':
          return `sort-by=${index % 2 ? 'price_asc' : 'x'}`;
        default:
          return `a[]=${index}`;
      }
    };
    return `${page}?${Array.from({ length: count }, (_, index) => parameter(index)).join('&')}`;
  });

const garbage = fc.oneof(anyString, fc.integer().map(String), fc.double().map(String), nastyStrings);
const queryValue = (value: string, encoded: boolean) => (encoded ? encode(value) : raw(value));
const listing = fc
  .record({
    page: fc.constantFrom(...listings),
    sort: fc.option(
      fc.oneof(fc.constantFrom('price_asc', 'price_desc', 'best_selling', 'default', 'PRICE_ASC'), garbage),
    ),
    pageNumber: fc.option(
      fc.oneof(fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '1e3', '0x10', ' 2'), garbage),
    ),
    filters: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'filter.v.option.color',
            'filter.v.option.size',
            'filter.v.price.gte',
            'filter.v.price.lte',
            'filter.v.availability',
            'filter.p.product_type',
            'filter.p.vendor',
            'filter.p.m.custom.material',
            'filter.',
            'filter',
          ),
          fc.string({ maxLength: 20 }).map((name) => `filter.${name}`),
        ),
        fc.oneof(fc.constantFrom('black', '1', 'true', '-1', '1e309', '{"price":{"min":1}}', ''), garbage),
      ),
      { maxLength: 6 },
    ),
    encoded: fc.boolean(),
  })
  .map(({ page, sort, pageNumber, filters, encoded }) => {
    const query = [
      ...(sort !== null ? [`sort-by=${queryValue(sort, encoded)}`] : []),
      ...(pageNumber !== null ? [`page=${queryValue(pageNumber, encoded)}`] : []),
      ...filters.map(([key, value]) => `${queryValue(key, encoded)}=${queryValue(value, encoded)}`),
    ];
    return `${page}${query.length ? `?${query.join('&')}` : ''}`;
  });

const search = fc
  .tuple(
    fc.constantFrom('/fr-fr/search', '/search', '/ja-jp/search', '/fr-fr/search/'),
    fc.oneof(
      garbage,
      fc.constantFrom('robe', 'robe soie', '*', '"', 'AND OR NOT', 'title:*', '(', ')', '\\'),
    ),
    fc.boolean(),
    fc.option(fc.tuple(fc.constantFrom('sort-by', 'page', 'type', 'q'), garbage)),
  )
  .map(
    ([path, q, encoded, extra]) =>
      `${path}?q=${queryValue(q, encoded)}${extra ? `&${extra[0]}=${queryValue(extra[1], encoded)}` : ''}`,
  );

/** Every route of the shop, its dynamic segments filled with random uids. */
const routeWithUid = fc
  .tuple(
    localePrefix,
    fc.constantFrom(...routes),
    segment,
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.option(fc.tuple(segment, segment)),
  )
  .map(([prefix, route, uid, rest, query]) => {
    const path = `${prefix}${route.replace('[uid]', uid).replace('[...rest]', rest.join('/'))}` || '/';
    return `${path}${query ? `?${query[0]}=${query[1]}` : ''}`;
  });

const fixedOddPaths = fc.constantFrom(
  '/%',
  '/%%',
  '/fr-fr/%zz',
  '/%E0%A4%A',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/',
  '/%2e%2e/%2e%2e/package.json',
  '/fr-fr/%5C',
  '/fr-fr/redirects/%5C',
  '/fr-fr/%00',
  '/%00',
  '//',
  '///fr-fr',
  '//evil.example/',
  '/fr-fr//fashion',
  '/fr-fr/./private',
  '/fr-fr/fashion/../private',
  '/fr-fr/private/',
  '/fr-fr/private/..',
  '/fr-fr/private%2f',
  '/fr-fr/%70rivate',
  '/fr-fr/PRIVATE',
  '/_next/static/..%2f..%2fserver/server-reference-manifest.json',
  '/_next/static/chunks/..%2f..%2f..%2fpackage.json',
  '/_next/image?url=%2F..%2Fpackage.json&w=64&q=75',
  '/_next/image?url=file:///etc/passwd&w=64&q=75',
  '/_next/data/x/fr-fr.json',
  '/.next-test/prerender-manifest.json',
  '/package.json',
  '/.prettierrc',
  '/.env',
  '/next.config.ts',
  '/api/../package.json',
  '/api/%2e%2e/package.json',
  '/slice-simulator?state=%7B',
  '/sitemap.xml?page=-1',
  '/robots.txt/..',
  '/fr-fr?__nextDataReq=1',
  '/fr-fr?_rsc=%00',
  '/fr-fr/search?q=%ff%fe',
  '/fr-fr/fashion/dresses?page=%ff',
);

/** Next's own request headers, with garbage: what a client can send even if it should not. */
const nextHeaders = fc
  .record({
    rsc: fc.option(fc.constantFrom('1', '0', 'x')),
    'next-router-state-tree': fc.option(
      fc.oneof(fc.constantFrom('%5B%5D', '[]', 'null', '%', '["",{}]'), anyString),
    ),
    'next-router-prefetch': fc.option(fc.constantFrom('1', '2', 'x')),
    'next-router-segment-prefetch': fc.option(
      fc.oneof(fc.constantFrom('/_tree', '/_full', '/../x', '%'), anyString),
    ),
    'next-url': fc.option(fc.oneof(fc.constantFrom('/fr-fr/private', '//evil.example', '%'), anyString)),
    'x-middleware-subrequest': fc.option(
      fc.constantFrom(
        'middleware',
        'proxy',
        'middleware:middleware:middleware:middleware:middleware',
        'src/middleware',
      ),
    ),
    'x-middleware-prefetch': fc.option(fc.constant('1')),
    'x-nextjs-data': fc.option(fc.constant('1')),
    'x-now-route-matches': fc.option(anyString),
    'x-invoke-path': fc.option(fc.constantFrom('/fr-fr/private', '/../package.json')),
    'x-forwarded-host': fc.option(fc.constantFrom('evil.example', 'localhost:3100, evil.example', '%')),
    'x-forwarded-proto': fc.option(fc.constantFrom('https', 'javascript', '')),
    'x-vercel-ip-country': fc.option(fc.oneof(fc.constantFrom('IT', 'FR', 'XX'), anyString)),
    cookie: fc.option(
      fc.oneof(
        fc.constantFrom(
          '__prerender_bypass=x; __next_preview_data=x',
          'NEXT_LOCALE=../../',
          'cart=%',
          '__Host-x=1',
        ),
        anyString,
      ),
    ),
  })
  .map((headers) =>
    Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  );

type Kind =
  | 'fixed odd path'
  | 'invalid percent-encoding'
  | 'encoded traversal'
  | 'backslash'
  | 'long segment'
  | 'null byte'
  | '2000 query parameters'
  | 'listing garbage'
  | 'search garbage'
  | 'route with random uid'
  | 'odd method'
  | "Next's headers";

const input = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(fc.constant<Kind>('fixed odd path'), fixedOddPaths) },
  { weight: 2, arbitrary: fc.tuple(fc.constant<Kind>('invalid percent-encoding'), invalidPercent) },
  { weight: 2, arbitrary: fc.tuple(fc.constant<Kind>('encoded traversal'), traversal) },
  { weight: 1, arbitrary: fc.tuple(fc.constant<Kind>('backslash'), backslash) },
  { weight: 1, arbitrary: fc.tuple(fc.constant<Kind>('long segment'), longSegment) },
  { weight: 1, arbitrary: fc.tuple(fc.constant<Kind>('null byte'), nullBytes) },
  { weight: 1, arbitrary: fc.tuple(fc.constant<Kind>('2000 query parameters'), manyParameters) },
  { weight: 3, arbitrary: fc.tuple(fc.constant<Kind>('listing garbage'), listing) },
  { weight: 2, arbitrary: fc.tuple(fc.constant<Kind>('search garbage'), search) },
  { weight: 4, arbitrary: fc.tuple(fc.constant<Kind>('route with random uid'), routeWithUid) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constant<Kind>('odd method'), fc.oneof(fc.constantFrom(...pages), routeWithUid)),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant<Kind>("Next's headers"),
      fc.oneof(fc.constantFrom(...pages), routeWithUid),
    ),
  },
);

test('fuzz: page paths', async ({}, testInfo) => {
  test.setTimeout(900_000);
  const tally = new Tally('page paths', seedFor('page paths'));
  await fuzz(
    tally,
    fc.record({
      input,
      method: anyMethod,
      headers: nextHeaders,
      address: clientAddress,
      accept: fc.option(fc.constantFrom('text/html', 'text/x-component', '*/*')),
    }),
    ({ input: [kind, path], method, headers, address, accept }): FuzzRequest[] => [
      {
        method: kind === 'odd method' ? method : 'GET',
        path,
        headers: withClient(
          { accept: accept ?? undefined, ...(kind === "Next's headers" ? headers : {}) },
          address,
        ),
        kind,
      },
    ],
    runs(2400),
  );
  report(testInfo, [tally]);
});
