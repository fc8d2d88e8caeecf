import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import fc from 'fast-check';
import {
  anyJson,
  anyString,
  clientAddress,
  deeplyNested,
  distDir,
  fuzz,
  type FuzzRequest,
  type FuzzResponse,
  multipart,
  nastyStrings,
  origin,
  report,
  send,
  requestOrigin,
  runs,
  seedFor,
  shopLocales,
  Tally,
  withClient,
} from './support';

/**
 * Every server reference of the build's manifest (actions and 'use cache' functions: both answer a
 * `Next-Action` header), called with fuzzed arguments in every encoding, plus unknown and malformed ids.
 * A 'use cache' function (bit 7 of its id's first byte) must be refused and never answer with data: no
 * document, file or message catalogue.
 */

interface Reference {
  id: string;
  exportedName: string;
  filename: string;
  workers: Record<string, unknown>;
}

function references(): Reference[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, Omit<Reference, 'id'>> };
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, ...entry }));
}

const isCacheFunction = (id: string) => parseInt(id.slice(0, 2), 16) >> 7 === 1;

/** A real uid per dynamic route, so the page the action is posted to exists. */
const uids: Record<string, string> = {
  'fashion/product/[uid]': 'silk-wrap-dress',
  'fragrance/product/[uid]': 'rose-absolue-eau-de-parfum',
  'articles/[uid]': 'the-art-of-the-bias-cut',
  'faq/[uid]': 'delivery-times',
  'legal/[uid]': 'terms-of-sale',
  'lookbook/[uid]': 'spring-summer-2026',
  'livestream/[uid]': 'live-from-the-atelier',
  'sets/[uid]': 'discovery-set',
  'campaign/fashion/[uid]': 'spring-summer-2026',
  'campaign/fragrance/[uid]': 'rose-absolue',
  'redirects/[uid]': 'summer-sale',
};

/** The URL path of a manifest worker ("app/[locale]/faq/[uid]/page" → "/fr-fr/faq/delivery-times"). */
function workerPath(worker: string): string {
  let path = worker
    .replace(/^app/, '')
    .replace(/\/(page|route)$/, '')
    // The listing routes are reached through the public URLs the proxy rewrites (docs/adr/0013).
    .replace('/listings/[section]/[category]/[state]', '/fashion/dresses')
    .replace('/listings/search/[state]', '/search');
  for (const [pattern, uid] of Object.entries(uids))
    path = path.replace(`/${pattern}`, `/${pattern.replace('[uid]', uid)}`);
  path = path
    .replace('[locale]', 'fr-fr')
    .replace('[...rest]', 'our-story')
    .replace(/\[[^\]]+\]/g, 'x');
  return path || '/';
}

/** Every Prismic type of the local content, the private one included: arguments the cached readers take. */
const documentTypes = readdirSync('backends/content', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const plausibleArgument = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...shopLocales, 'en', 'fr', 'es', 'ja') },
  { weight: 2, arbitrary: fc.constant('private_page') },
  { weight: 2, arbitrary: fc.constantFrom(...documentTypes) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'dresses',
      'fashion',
      'silk-wrap-dress',
      'our-story',
      'gid://shopify/ProductVariant/1',
      'gid://shopify/CartLine/1',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('..', '../node_modules/next', '../../package.json', '/etc/passwd'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { pageSize: 100 },
      { page: 1, pageSize: 100 },
      { page: -1, pageSize: 1e9 },
      { locale: 'fr-fr', type: 'private_page' },
      { first: 250 },
      { __proto__: null },
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: -10, max: 300 }) },
);

/** The arguments of one call: plausible ones in plausible places, or anything. */
const argumentList = fc.oneof(
  { weight: 3, arbitrary: fc.array(plausibleArgument, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(plausibleArgument, anyString, anyJson), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.array(fc.array(plausibleArgument, { maxLength: 3 }), { maxLength: 3 })),
  },
);

type Encoding =
  'json' | 'form-data' | 'progressive form' | 'bound progressive form' | 'urlencoded' | 'text' | 'empty';

/**
 * Every way React's decodeAction reads a bound reference: `$ACTION_REF_<suffix>` with its descriptor in
 * `$ACTION_<suffix>:0`, for any suffix. The descriptor names the reference plainly, or hides it behind a
 * server action's id (duplicate keys: Next.js reads the first, JSON.parse the last) or an outlined part.
 */
const referenceSuffix = fc.oneof(
  fc.nat({ max: 9 }).map(String),
  fc.constantFrom('', 'x', 'REF_1', ':', '$1'),
  fc.string({ maxLength: 8 }),
);
const descriptorShape = fc.constantFrom('plain', 'duplicate id', 'outlined id', 'outlined descriptor');
const anAction = fc.constantFrom(`00${'0'.repeat(40)}`, `7f${'e'.repeat(40)}`);

function boundDescriptor(id: string, shape: string, decoy: string, args: unknown[]): string {
  const bound = JSON.stringify(args);
  switch (shape) {
    case 'duplicate id':
      return `{"id":"${decoy}","id":"${id}","bound":${bound}}`;
    case 'outlined id':
      return `{"id":"$1","bound":${bound}}`;
    case 'outlined descriptor':
      return '"$1"';
    default:
      return JSON.stringify({ id, bound: args });
  }
}

function callRequest(
  reference: Pick<Reference, 'id'>,
  path: string,
  args: unknown[],
  encoding: Encoding,
  extra: {
    address: string;
    origin?: string;
    fields: [string, string][];
    text: string;
    routerState?: string;
    suffix: string;
    shape: string;
    decoy: string;
  },
): FuzzRequest {
  const common = {
    origin: extra.origin,
    accept: 'text/x-component',
    'next-router-state-tree': extra.routerState,
  };
  const action = { 'next-action': reference.id };
  switch (encoding) {
    case 'json':
      return {
        method: 'POST',
        path,
        headers: withClient(
          { ...common, ...action, 'content-type': 'text/plain;charset=UTF-8' },
          extra.address,
        ),
        body: JSON.stringify(args),
        kind: 'JSON arguments',
      };
    case 'form-data': {
      // What the client sends when an argument is a FormData: fields named by argument position.
      const form = multipart([
        ...args.map((arg, index): [string, string] => [String(index), JSON.stringify(arg)]),
        ...extra.fields,
      ]);
      return {
        method: 'POST',
        path,
        headers: withClient({ ...common, ...action, 'content-type': form.contentType }, extra.address),
        body: form.body,
        kind: 'multipart arguments',
      };
    }
    case 'progressive form': {
      // A form posted without JavaScript: the reference is named by a field, no Next-Action header.
      const form = multipart([[`$ACTION_ID_${reference.id}`, ''], ...extra.fields]);
      return {
        method: 'POST',
        path,
        headers: withClient({ ...common, 'content-type': form.contentType }, extra.address),
        body: form.body,
        kind: 'progressive form',
      };
    }
    case 'bound progressive form': {
      const descriptor = boundDescriptor(reference.id, extra.shape, extra.decoy, args);
      const form = multipart([
        [`$ACTION_REF_${extra.suffix}`, ''],
        [`$ACTION_${extra.suffix}:0`, descriptor],
        [`$ACTION_${extra.suffix}:1`, reference.id],
        ...extra.fields,
      ]);
      return {
        method: 'POST',
        path,
        headers: withClient({ ...common, 'content-type': form.contentType }, extra.address),
        body: form.body,
        kind: `bound progressive form (${extra.shape})`,
      };
    }
    case 'urlencoded':
      return {
        method: 'POST',
        path,
        headers: withClient(
          { ...common, ...action, 'content-type': 'application/x-www-form-urlencoded' },
          extra.address,
        ),
        body: new URLSearchParams(extra.fields).toString(),
        kind: 'urlencoded body',
      };
    case 'text':
      return {
        method: 'POST',
        path,
        headers: withClient(
          { ...common, ...action, 'content-type': 'text/plain;charset=UTF-8' },
          extra.address,
        ),
        body: extra.text,
        kind: 'non-JSON text',
      };
    case 'empty':
      return {
        method: 'POST',
        path,
        headers: withClient(
          { ...common, ...action, 'content-type': 'text/plain;charset=UTF-8' },
          extra.address,
        ),
        body: '',
        kind: 'empty body',
      };
  }
}

const encoding = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Encoding>('json') },
  { weight: 2, arbitrary: fc.constant<Encoding>('form-data') },
  { weight: 1, arbitrary: fc.constant<Encoding>('progressive form') },
  { weight: 2, arbitrary: fc.constant<Encoding>('bound progressive form') },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>('urlencoded', 'text', 'empty') },
);
const formFields = fc.array(fc.tuple(fc.oneof(nastyStrings, fc.string({ maxLength: 12 })), anyString), {
  maxLength: 4,
});
const routerState = fc.option(
  fc.oneof(
    fc.constantFrom('', '[]', '%5B%22%22%5D', 'not json', '["",{"children":["__PAGE__",{}]},null,null,true]'),
    anyString,
  ),
  { freq: 6 },
);

/** Action results are rows ("0:{…}", "1:…"): any row but the first holding more than null or an error is data. */
function returnedData(response: FuzzResponse): string | null {
  if (!response.contentType.includes('text/x-component') || response.status >= 300) return null;
  for (const row of response.body.split('\n')) {
    const match = /^([0-9a-f]+):(.*)$/s.exec(row);
    if (!match || match[1] === '0') continue;
    const value = match[2]!.trim();
    if (!['null', '"$undefined"', '[]', '{}', ''].includes(value) && !value.startsWith('E{')) return value;
  }
  return null;
}

/** Every reference a request names: its header, and each `$ACTION_ID_` field or bound descriptor's id. */
function namedReferences(request: FuzzRequest): string[] {
  const body = String(request.body ?? '');
  return [
    request.headers?.['next-action'] ?? '',
    ...[...body.matchAll(/\$ACTION_ID_([0-9a-f]+)/g)].map((match) => match[1]!),
    ...[...body.matchAll(/"id":"([0-9a-f]{42})"/g)].map((match) => match[1]!),
    ...[...body.matchAll(/\$ACTION_[^:\r\n]*:1"\r\n\r\n([0-9a-f]{42})/g)].map((match) => match[1]!),
  ].map((id) => id.trim());
}

/**
 * A 'use cache' function named in any spelling must be refused (4xx) before it runs: an answer with
 * data from it, or any answer below 400, means Next.js called it with the client's arguments.
 */
function cacheFunctionData(request: FuzzRequest, response: FuzzResponse): string[] {
  const named = namedReferences(request).filter((id) => /^[0-9a-f]{2}/.test(id) && isCacheFunction(id));
  if (named.length === 0) return [];
  if (returnedData(response)) return ["data from a 'use cache' function"];
  return response.status > 0 && response.status < 400 ? ["a 'use cache' function named and not refused"] : [];
}

/** Sends the requests one after the other and tallies them. */
async function sendAll(tally: Tally, requests: FuzzRequest[]) {
  for (const request of requests) {
    const response = await send(request);
    tally.record(request, response, cacheFunctionData(request, response));
  }
}

test('fuzz: server references', async ({}, testInfo) => {
  test.setTimeout(900_000);
  const all = references();
  if (all.length === 0)
    throw new Error(`no server reference in ${distDir}/server/server-reference-manifest.json`);
  const tallies: Tally[] = [];
  for (const reference of all) {
    const cacheFunction = isCacheFunction(reference.id);
    const pages = [...new Set([...Object.keys(reference.workers).map(workerPath), '/fr-fr', '/'])];
    const tally = new Tally(
      `${cacheFunction ? "'use cache'" : 'action'} ${reference.exportedName} (${reference.filename}) ${reference.id}`,
      seedFor(`reference ${reference.filename} ${reference.exportedName}`),
    );
    const post = (path: string, body: string | Buffer, kind: string): FuzzRequest => ({
      method: 'POST',
      path,
      headers: withClient(
        { origin, 'next-action': reference.id, 'content-type': 'text/plain;charset=UTF-8' },
        '198.51.100.9',
      ),
      body,
      kind,
    });
    // The cases every reference gets, on its first page.
    const page = pages[0]!;
    await sendAll(tally, [
      post(page, '', 'empty body'),
      post(page, Buffer.alloc(3 * 1024 * 1024, 'a'), '3 MB body'),
      post(page, JSON.stringify(['x'.repeat(3 * 1024 * 1024)]), '3 MB argument'),
      post(page, 'this is not JSON {', 'non-JSON text'),
      post(page, deeplyNested(10_000), 'JSON nested 10000 deep'),
      post(page, JSON.stringify([deeplyNested(10_000)]), 'nested JSON 10000 deep as a string'),
      post(page, JSON.stringify(['fr-fr', 'private_page']), 'JSON arguments'),
      post(page, JSON.stringify(['fr-fr', 'private_page', 'private_page']), 'JSON arguments'),
      post(page, JSON.stringify(['fr', 'private_page']), 'JSON arguments'),
      post(page, JSON.stringify(['fr']), 'JSON arguments'),
      post(page, JSON.stringify(['..']), 'JSON arguments'),
      post(page, JSON.stringify(['../node_modules/next']), 'JSON arguments'),
    ]);
    await fuzz(
      tally,
      fc.record({
        path: fc.constantFrom(...pages),
        args: argumentList,
        encoding,
        address: clientAddress,
        origin: requestOrigin,
        fields: formFields,
        text: fc.oneof(anyString, fc.string({ unit: 'binary', maxLength: 200 })),
        routerState,
        suffix: referenceSuffix,
        shape: descriptorShape,
        decoy: anAction,
      }),
      ({ path, args, encoding, ...extra }) => [
        callRequest(reference, path, args, encoding, {
          ...extra,
          routerState: extra.routerState ?? undefined,
        }),
      ],
      runs(60),
      cacheFunctionData,
    );
    tallies.push(tally);
  }

  // Ids that are not in the manifest: random ids of the right shape, wrong shapes, garbage.
  const unknown = new Tally('unknown and malformed ids', seedFor('unknown ids'));
  const hex = (length: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });
  await fuzz(
    unknown,
    fc.record({
      id: fc.oneof(
        { weight: 4, arbitrary: hex(42) },
        { weight: 1, arbitrary: hex(42).map((id) => `ff${id.slice(2)}`) },
        { weight: 1, arbitrary: fc.oneof(hex(40), hex(41), hex(43), hex(84), hex(2)) },
        { weight: 1, arbitrary: hex(42).map((id) => id.toUpperCase()) },
        { weight: 2, arbitrary: fc.oneof(nastyStrings, anyString) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            ...all.map((reference) => `${reference.id} `),
            ...all.map((reference) => `${reference.id},${reference.id}`),
          ),
        },
      ),
      path: fc.constantFrom(
        '/',
        '/fr-fr',
        '/fr-fr/search',
        '/api/cart',
        '/fr-fr/nope',
        '/_next/static/x.js',
        '/sitemap.xml',
      ),
      args: argumentList,
      encoding,
      address: clientAddress,
      origin: requestOrigin,
      fields: formFields,
      text: anyString,
      routerState,
      suffix: referenceSuffix,
      shape: descriptorShape,
      decoy: anAction,
    }),
    ({ id, path, args, encoding, ...extra }) => [
      callRequest({ id }, path, args, encoding, { ...extra, routerState: extra.routerState ?? undefined }),
    ],
    runs(300),
    cacheFunctionData,
  );
  tallies.push(unknown);
  report(testInfo, tallies);
});
