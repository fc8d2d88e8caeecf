import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { test, type TestInfo } from '@playwright/test';
import fc from 'fast-check';

/**
 * The fuzz harness (`npm run fuzz`): fast-check inputs over raw HTTP to the test shop. Any answer must
 * be below 500, with no stack trace, file content or private-page text; any 4xx is fine. Answers are
 * tallied per target (test-results/fuzz-summary/) and the run fails at the end with one example and
 * seed per kind of problem. FUZZ_SEED (base seed), FUZZ_SCALE (numRuns multiplier, default 1),
 * FUZZ_STRICT=1 (throw at once, so fast-check shrinks and prints the counterexample).
 */

/** The shop's own origin: what its pages name and its writes must come from (NEXT_PUBLIC_SITE_URL). */
export const origin = `http://localhost:${process.env.TEST_SHOP_PORT ?? 3100}`;

/**
 * Where the requests go: the project's server (playwright.config.ts), the shop behind its own front or
 * the standalone server alone, both built for `origin`.
 */
function target(): { host: string; port: number } {
  const url = new URL(test.info().project.use.baseURL ?? origin);
  return { host: url.hostname, port: Number(url.port) };
}
/** The test shop's build folder (scripts/test-server.ts). */
export const distDir = process.env.FUZZ_DIST_DIR ?? process.env.TEST_DIST_DIR ?? '.next-test';

const baseSeed = Number(process.env.FUZZ_SEED ?? 20260415) >>> 0;
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const strict = process.env.FUZZ_STRICT === '1';
/** The bar the fuzzing is held to: `npm run fuzz` sends at least this many inputs. */
export const requiredInputs = Math.floor(5000 * Math.min(1, scale));

/** numRuns for a target, scaled by FUZZ_SCALE. */
export const runs = (count: number) => Math.max(1, Math.round(count * scale));

/** One request as sent on the wire: the path is not normalised and the method may be anything. */
export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent. Characters above U+00FF are sent as their UTF-8 bytes. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** What the input exercises, for the per-kind counts ("traversal", "2000 params", …). */
  kind: string;
}

export interface FuzzResponse {
  /** The HTTP status, or 0 when no answer came (the error says why). */
  status: number;
  contentType: string;
  body: string;
  error?: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const maxBodyKept = 4 * 1024 * 1024;
const requestTimeout = 30_000;

/** Node's client refuses paths with characters outside U+0021–U+00FF; send UTF-8 bytes for the rest. */
function wirePath(path: string): string {
  return /[^\u0000-\u00ff]/.test(path) ? Buffer.from(path, 'utf8').toString('latin1') : path;
}

export function send(request: FuzzRequest): Promise<FuzzResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<FuzzResponse, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? Buffer.from(request.body, 'utf8')
          : request.body;
    const headers: Record<string, string> = { ...request.headers };
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length'))
      headers['content-length'] = String(body.length);
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request(
        {
          ...target(),
          method: request.method,
          path: wirePath(request.path),
          headers,
          agent,
          timeout: requestTimeout,
          // Answers may echo a 16,000-character path in several headers (Location, Link).
          maxHeaderSize: 1024 * 1024,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          incoming.on('data', (chunk: Buffer) => {
            if (kept >= maxBodyKept) return;
            chunks.push(chunk);
            kept += chunk.length;
          });
          const done = (error?: Error) =>
            finish({
              status: incoming.statusCode ?? 0,
              contentType: String(incoming.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
              ...(error ? { error: describe(error) } : {}),
            });
          incoming.on('end', () => done());
          incoming.on('error', done);
          incoming.on('aborted', () => done(new Error('aborted')));
        },
      );
    } catch (error) {
      // The client itself refuses (an invalid method token or header): nothing reached the shop.
      finish({ status: 0, contentType: '', body: '', error: `client refused: ${describe(error)}` });
      return;
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => finish({ status: 0, contentType: '', body: '', error: describe(error) }));
    outgoing.end(body);
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

// ── What no answer may contain ──────────────────────────────────────────────────────────────────────

/** A V8 stack frame: "at fn (/path/file.js:12:34)" or "at /path/file.ts:1:2". */
const stackFrame =
  /\bat (?:async )?(?:[^\s()<>"'`]+ )?\(?(?:file:\/\/)?[^\s()<>"'`]+\.(?:[cm]?js|tsx?):\d+:\d+\)?/;
const errorWithStack = /\b\w*Error: [^\n]*\n\s*at /;

interface Needle {
  name: string;
  /** The text searched for; a needle found in the request itself (echoed back) does not count. */
  text: string;
  pattern?: RegExp;
}

const fileNeedles: Needle[] = [
  { name: '.prettierrc', text: '"singleQuote"' },
  { name: 'package.json', text: 'maison-storefront', pattern: /"name":\s*"maison-storefront"/ },
  { name: 'tsconfig.json', text: '"compilerOptions"' },
  { name: 'prerender-manifest.json', text: '"previewModeId"' },
  { name: 'server-reference-manifest.json', text: '"encryptionKey"' },
  { name: 'a PEM key', text: '-----BEGIN' },
  { name: 'a path under /root', text: '/root/' },
  { name: '/etc/passwd', text: 'root:x:0:0' },
  { name: 'the repository path', text: `${process.cwd()}/` },
  // An absolute path into node_modules ("/work/app/node_modules/next/…"), not an echoed "../node_modules".
  {
    name: 'a node_modules path',
    text: '/node_modules/',
    pattern: /\/[\w@-][\w.@-]*\/node_modules\/[\w.@-]+/,
  },
  // Raw Prismic documents (pages only ever render them, they never carry their envelope).
  { name: 'a raw Prismic document', text: '"first_publication_date"' },
  { name: 'a raw Prismic document', text: '"grouplang"' },
];

let privateNeedlesCache: Needle[] | null = null;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.json') ? [path] : [];
  });
}

function richTexts(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) for (const item of node) richTexts(item, out);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.text === 'string') out.push(record.text);
    for (const value of Object.values(record)) richTexts(value, out);
  }
  return out;
}

/**
 * The private page's slice texts (backends/content/private_page), cut into fragments free of the
 * characters HTML or JSON would escape, minus any fragment another document or a message also holds:
 * what must never reach a visitor who did not pass the private check.
 */
function privateNeedles(): Needle[] {
  if (privateNeedlesCache) return privateNeedlesCache;
  const contentRoot = 'backends/content';
  const privateFiles = filesUnder(join(contentRoot, 'private_page'));
  const elsewhere = [
    ...filesUnder(contentRoot).filter((path) => !path.includes('private_page')),
    ...filesUnder('messages'),
  ]
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const fragments = new Set<string>();
  for (const file of privateFiles) {
    const document = JSON.parse(readFileSync(file, 'utf8')) as { data?: { slices?: unknown } };
    for (const text of richTexts(document.data?.slices, []))
      for (const fragment of text.split(/['"&<>\\\n]/))
        if (fragment.trim().length >= 16 && !elsewhere.includes(fragment)) fragments.add(fragment.trim());
  }
  if (fragments.size === 0) throw new Error('no private page text found under backends/content/private_page');
  privateNeedlesCache = [...fragments].map((text) => ({ name: 'the private page', text }));
  return privateNeedlesCache;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Everything the request carried, raw and decoded, so echoed input is not taken for a leak. */
function requestText(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : request.body.toString();
  const headers = Object.values(request.headers ?? {}).join('\n');
  return [request.path, safeDecode(request.path), body, safeDecode(body), headers].join('\n');
}

/** What is wrong with an answer; empty when it is fine. */
function problemsOf(request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (response.error === 'ECONNREFUSED') problems.push('the shop is down (ECONNREFUSED)');
  const body = response.body;
  if (!body) return problems;
  const sent = requestText(request);
  if ((stackFrame.test(body) && !stackFrame.test(sent)) || errorWithStack.test(body))
    problems.push('a stack trace');
  const leaked = new Set<string>();
  for (const needle of [...fileNeedles, ...privateNeedles()]) {
    const found = needle.pattern ? needle.pattern.test(body) : body.includes(needle.text);
    const echoed = needle.pattern ? needle.pattern.test(sent) : sent.includes(needle.text);
    if (found && !echoed) leaked.add(`content of ${needle.name}`);
  }
  return [...problems, ...leaked];
}

// ── Tallies ─────────────────────────────────────────────────────────────────────────────────────────

interface Example {
  problem: string;
  kind: string;
  request: string;
  status: number;
  answer: string;
}

export class Tally {
  inputs = 0;
  readonly statuses = new Map<string, number>();
  readonly kinds = new Map<string, { inputs: number; fiveXx: number }>();
  readonly problems = new Map<string, number>();
  readonly examples: Example[] = [];
  fiveXx = 0;
  slowest = 0;

  constructor(
    readonly name: string,
    readonly seed: number,
  ) {}

  record(request: FuzzRequest, response: FuzzResponse, extra: string[] = []): string[] {
    this.inputs += 1;
    const status = response.status === 0 ? `ERR ${response.error ?? ''}`.trim() : String(response.status);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const kind = this.kinds.get(request.kind) ?? { inputs: 0, fiveXx: 0 };
    kind.inputs += 1;
    if (response.status >= 500) {
      kind.fiveXx += 1;
      this.fiveXx += 1;
    }
    this.kinds.set(request.kind, kind);
    this.slowest = Math.max(this.slowest, response.ms);
    const problems = [...problemsOf(request, response), ...extra];
    for (const problem of problems) {
      const key = `${problem} [${request.kind}]`;
      this.problems.set(key, (this.problems.get(key) ?? 0) + 1);
      if (!this.examples.some((example) => example.problem === problem && example.kind === request.kind))
        this.examples.push({
          problem,
          kind: request.kind,
          request: showRequest(request),
          status: response.status,
          answer: response.body.slice(0, 300),
        });
    }
    return problems;
  }

  get problemCount(): number {
    return [...this.problems.values()].reduce((sum, count) => sum + count, 0);
  }

  line(): string {
    const statuses = [...this.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const kinds =
      this.kinds.size > 1
        ? [...this.kinds.entries()].map(
            ([kind, count]) => `\n    ${kind}: ${count.inputs} inputs, ${count.fiveXx} 5xx`,
          )
        : [];
    return (
      `fuzz: ${this.name}: ${this.inputs} inputs, ${this.fiveXx} responses 5xx, ` +
      `${this.problemCount} problems (statuses ${statuses}; slowest ${this.slowest} ms; seed ${this.seed})` +
      kinds.join('')
    );
  }
}

function showRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .filter(([name]) => name !== 'x-forwarded-for')
    .map(([name, value]) => `${name}: ${clip(value, 120)}`)
    .join('; ');
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.body.length} bytes)=${JSON.stringify(clip(request.body.toString(), 200))}`;
  return `${request.method} ${JSON.stringify(clip(request.path, 200))}${headers ? ` [${headers}]` : ''}${body}`;
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text;
}

/** A target's seed: the base seed mixed with the target's name, so targets do not share inputs. */
export function seedFor(name: string): number {
  let hash = baseSeed ^ 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/**
 * Runs `numRuns` inputs of `arbitrary` with a fixed seed; each input becomes one or more requests
 * (sent together), and every answer is tallied.
 */
export async function fuzz<T>(
  tally: Tally,
  arbitrary: fc.Arbitrary<T>,
  toRequests: (input: T) => FuzzRequest[],
  numRuns: number,
  /** Problems particular to the target, on top of problemsOf(). */
  inspect: (request: FuzzRequest, response: FuzzResponse) => string[] = () => [],
): Promise<Tally> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const requests = toRequests(input);
      const responses = await Promise.all(requests.map(send));
      const problems = requests.flatMap((request, index) =>
        tally.record(request, responses[index]!, inspect(request, responses[index]!)),
      );
      if (strict && problems.length > 0) throw new Error(problems.join(', '));
    }),
    { numRuns, seed: tally.seed, endOnFailure: !strict },
  );
  return tally;
}

/** Prints the tallies, saves them for the total, and fails listing one example per kind of problem. */
export function report(testInfo: TestInfo, tallies: Tally[]): void {
  for (const tally of tallies) console.log(tally.line());
  const inputs = tallies.reduce((sum, tally) => sum + tally.inputs, 0);
  const fiveXx = tallies.reduce((sum, tally) => sum + tally.fiveXx, 0);
  const problems = tallies.reduce((sum, tally) => sum + tally.problemCount, 0);
  const folder = join(testInfo.project.outputDir, 'fuzz-summary', testInfo.project.name);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  const summary = {
    test: testInfo.title,
    inputs,
    fiveXx,
    problems,
    targets: tallies.map((tally) => ({
      name: tally.name,
      seed: tally.seed,
      inputs: tally.inputs,
      fiveXx: tally.fiveXx,
      statuses: Object.fromEntries(tally.statuses),
      kinds: Object.fromEntries(tally.kinds),
      problems: Object.fromEntries(tally.problems),
      examples: tally.examples,
    })),
  };
  writeFileSync(file, JSON.stringify(summary, null, 2));
  void testInfo.attach('fuzz-summary', { path: file, contentType: 'application/json' });

  const examplesShown = 6;
  const failures = tallies.flatMap((tally) => [
    ...tally.examples
      .slice(0, examplesShown)
      .map(
        (example) =>
          `${tally.name} (seed ${tally.seed}): ${example.problem} [${example.kind}] ×` +
          `${tally.problems.get(`${example.problem} [${example.kind}]`)}\n    input: ${example.request}\n` +
          `    answer ${example.status}: ${JSON.stringify(example.answer)}`,
      ),
    ...(tally.examples.length > examplesShown
      ? [`${tally.name}: ${tally.examples.length - examplesShown} more kinds of problem in ${file}`]
      : []),
  ]);
  if (failures.length > 0)
    throw new Error(
      `${testInfo.title}: ${fiveXx} responses 5xx and ${problems} problems in ${inputs} inputs ` +
        `(base seed ${baseSeed}; FUZZ_SEED=${baseSeed} replays them):\n${failures.join('\n')}`,
    );
}

/** The tallies saved by the fuzz specs of this run. */
export function savedSummaries(testInfo: TestInfo): { test: string; inputs: number; fiveXx: number }[] {
  const folder = join(testInfo.project.outputDir, 'fuzz-summary', testInfo.project.name);
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map(
    (file) =>
      JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
        test: string;
        inputs: number;
        fiveXx: number;
      },
  );
}

// ── Shared arbitraries ──────────────────────────────────────────────────────────────────────────────

/** A random client address per request, in case the shop's rate limiter trusts X-Forwarded-For. */
export const clientAddress = fc.ipV4();

export const shopLocales = ['en-ww', 'en-eu', 'en-ch', 'es-ww', 'fr-fr', 'ja-jp', 'en-us', 'en-uk', 'es-eu'];

/** Strings that tend to break things, without any of the texts the checks look for. */
export const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '..',
  '../',
  '../..',
  '../node_modules/next',
  '../../../../etc/passwd',
  '..\\..\\package.json',
  '%2e%2e%2f',
  '/fr-fr/private',
  'private_page',
  'private',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '%',
  '%zz',
  '%00',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '<script>alert(1)</script>',
  '"\'`',
  '${7*7}',
  '{{7*7}}',
  "' OR '1'='1",
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  'data:text/html,x',
  'fr-fr',
  'FR-FR',
  'xx-xx',
  'en_US',
  'gid://shopify/ProductVariant/1',
  'gid://shopify/Product/1',
  'GIFT-2026-DEMO-0001',
  'silk-wrap-dress',
  'dresses',
  'our-story',
  '$ACTION_ID_0',
  '$@1',
  '$K1',
  '$Q1',
  '$B1',
  '$T',
  '$h1',
  '😀',
  'é',
  'ℌ',
  'İ',
  'ﬀ',
  'الْعَرَبِيَّة',
  '日本語',
);

/** Any string: printable, full Unicode, control characters, or a nasty one. */
export const anyString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '%', '😀', '.', '/'), fc.integer({ min: 200, max: 70_000 }))
      .map(([unit, length]) => unit.repeat(length)),
  },
);

/** Any JSON value, nasty strings and odd numbers included. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyString,
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(anyString, tie('value'), { maxKeys: 5 }),
  ),
})).value;

export function deeplyNested(depth: number, open = '[', close = ']'): string {
  return open.repeat(depth) + close.repeat(depth);
}

/** Bodies that are not the JSON a route expects. */
export const oddBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{oops',
    '[1,2',
    '{"a":}',
    'null',
    'true',
    '0',
    '"string"',
    '[]',
    '{}',
    '\uFEFF{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    'a=1&b=2',
    '<?xml version="1.0"?><a/>',
    '\u0000\u0001\u0002',
  ),
  fc.constantFrom(1_000, 10_000, 100_000).map((depth) => deeplyNested(depth)),
  fc
    .constantFrom(1_000, 10_000)
    .map((depth) => deeplyNested(depth, '{"a":', '}').replace(/\}+$/, (end) => `1${end}`)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 100_000, max: 1_200_000 }).map((length) => JSON.stringify({ code: 'x'.repeat(length) })),
);

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'text/plain;charset=UTF-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/octet-stream',
      'application/json, text/plain',
      '*/*',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }) },
);

export const requestOrigin = fc.oneof(
  { weight: 8, arbitrary: fc.constant(origin) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      'null',
      'http://evil.example',
      'http://localhost:3100.evil.example',
      'http://127.0.0.1:3100',
      'https://localhost:3100',
      '',
    ),
  },
);

export const anyMethod = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'FOO',
);

/** A multipart/form-data body of the given fields, built by hand so field names can be anything. */
export function multipart(
  fields: [string, string][],
  boundary = '----fuzz7MA4YWxkTrZu0gW',
): {
  body: Buffer;
  contentType: string;
} {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A header value Node's client accepts: UTF-8 sent as bytes, control characters replaced. */
function headerValue(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

/** A query or path piece sent as typed: only what Node's client cannot send (controls, space, #) is encoded. */
export function raw(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f#]/g, (char) => encodeURIComponent(char));
}

/** encodeURIComponent for any string: lone surrogates (which it refuses) become U+FFFD first. */
export function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Request headers: the fuzzed client address first, undefined values left out, values made sendable. */
export function withClient(
  headers: Record<string, string | undefined>,
  address: string,
): Record<string, string> {
  const out: Record<string, string> = { 'x-forwarded-for': address };
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) out[name] = headerValue(value);
  return out;
}
