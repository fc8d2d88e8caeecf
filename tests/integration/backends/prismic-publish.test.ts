import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebhookBodyAPIUpdate } from '@prismicio/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backendsConfig } from '../../../backends/config';
import { ContentStore } from '../../../backends/prismic/content-store';
import { contentPaths } from '../../../backends/prismic/paths';
import { apiUpdatePayload } from '../../../backends/prismic/webhook-payload';
import { PrismicWebhooks } from '../../../backends/prismic/webhooks';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}));

const origin = 'http://127.0.0.1:4999';
const secret = 'local-prismic-secret';
const article = 'article-layering-fragrance-en-us';
const articleFile = join('article_page', 'layering-fragrance', 'en-us.json');

/** A copy of backends/content/ to publish into, and a store that rereads it on every call. */
let dir: string;
let store: ContentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'maison-publish-'));
  cpSync(contentPaths.documents, dir, { recursive: true });
  store = new ContentStore({ ...contentPaths, documents: dir }, 0);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function editArticle(edit: (document: { tags: string[]; data: { title: { text: string }[] } }) => void) {
  const file = join(dir, articleFile);
  const document = JSON.parse(readFileSync(file, 'utf8'));
  edit(document);
  writeFileSync(file, JSON.stringify(document));
}

describe("the api-update payload (Prismic's webhook body)", () => {
  it('names the new master ref and the published document, with the secret and the repository', () => {
    const before = store.current();
    editArticle((document) => (document.data.title[0]!.text = 'Layering, revisited'));
    const after = store.current();
    const payload = apiUpdatePayload(before, after, { origin, secret }) satisfies WebhookBodyAPIUpdate;
    expect(payload).toEqual({
      type: 'api-update',
      masterRef: after.ref,
      releases: {},
      masks: {},
      tags: {},
      documents: [article],
      domain: 'maison-aurele',
      apiUrl: `${origin}/prismic/api`,
      secret,
    });
    expect(after.ref).not.toBe(before.ref);
  });

  it('lists an unpublished document and the tags that appeared or went', () => {
    const before = store.current();
    editArticle((document) => (document.tags = [...document.tags, 'summer-edit']));
    unlinkSync(join(dir, 'article_page', 'cashmere-from-the-borders', 'fr-fr.json'));
    const payload = apiUpdatePayload(before, store.current(), { origin, secret });
    expect(payload.documents).toEqual([article, 'article-cashmere-from-the-borders-fr-fr'].sort());
    expect(payload.tags).toEqual({ addition: [{ id: 'summer-edit' }] });

    const withTag = store.current();
    editArticle((document) => (document.tags = document.tags.filter((tag) => tag !== 'summer-edit')));
    expect(apiUpdatePayload(withTag, store.current(), { origin, secret }).tags).toEqual({
      deletion: [{ id: 'summer-edit' }],
    });
  });

  it("carries the shop's secret: PRISMIC_WEBHOOK_SECRET when set, the local one otherwise", () => {
    expect(backendsConfig({ NODE_ENV: 'test' }).PRISMIC_WEBHOOK_SECRET).toBe('local-prismic-secret');
    expect(
      backendsConfig({ NODE_ENV: 'test', PRISMIC_WEBHOOK_SECRET: 'from-env' }).PRISMIC_WEBHOOK_SECRET,
    ).toBe('from-env');
  });
});

describe('delivery on a publish', () => {
  let shop: Server;
  let shopUrl: string;
  /** What the shop answers next, in order; 200 once they run out. */
  let answers: number[];
  let received: { at: number; body: WebhookBodyAPIUpdate }[];

  beforeAll(async () => {
    shop = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ at: Date.now(), body: JSON.parse(text) });
        res.writeHead(answers.shift() ?? 200).end('{}');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/revalidate`;
  });

  afterAll(() => new Promise((resolve) => shop.close(resolve)));

  beforeEach(() => {
    answers = [];
    received = [];
  });

  it('sends the payload to the shop within a second of the file being saved, with no request in between', async () => {
    const fast = new ContentStore({ ...contentPaths, documents: dir }, 200);
    const webhooks = new PrismicWebhooks(fast, { origin, shop: { url: shopUrl, secret } });
    try {
      const saved = Date.now();
      editArticle((document) => (document.data.title[0]!.text = 'Layering, revisited'));
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 2000 });
      expect(received[0]!.at - saved).toBeLessThan(1000);
      expect(received[0]!.body).toMatchObject({ type: 'api-update', documents: [article], secret });
      await vi.waitFor(() => expect(webhooks.describe().deliveries).toHaveLength(1));
      expect(webhooks.describe().deliveries[0]).toMatchObject({ url: shopUrl, ok: true, status: 200 });
    } finally {
      webhooks.stop();
    }
  });

  it('retries a failed delivery with backoff until the shop answers 200, without holding up the reads', async () => {
    answers = [503, 502];
    const webhooks = new PrismicWebhooks(store, { origin, shop: { url: shopUrl, secret } });
    try {
      editArticle((document) => (document.data.title[0]!.text = 'Layering, revisited'));
      const read = store.current();
      expect(read.byId.get(article)?.data.title).toMatchObject([{ text: 'Layering, revisited' }]);
      await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5000 });
      // 0.5 s, then 1 s between attempts.
      expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(450);
      expect(received[2]!.at - received[1]!.at).toBeGreaterThanOrEqual(950);
      expect(new Set(received.map(({ body }) => body.masterRef))).toEqual(new Set([read.ref]));
      await vi.waitFor(() => expect(webhooks.describe().deliveries).toHaveLength(1));
      expect(webhooks.describe().deliveries[0]).toMatchObject({ ok: true, attempts: 3 });
    } finally {
      webhooks.stop();
    }
  });

  it('gives up after five attempts and says so in one line', async () => {
    answers = [500, 500, 500, 500, 500];
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const webhooks = new PrismicWebhooks(store, { origin, shop: { url: shopUrl, secret } });
    try {
      editArticle((document) => (document.data.title[0]!.text = 'Layering, revisited'));
      store.current();
      await vi.waitFor(() => expect(webhooks.describe().deliveries).toHaveLength(1), { timeout: 12_000 });
      expect(received).toHaveLength(5);
      expect(webhooks.describe().deliveries[0]).toMatchObject({ ok: false, attempts: 5, status: 500 });
      const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('webhook'));
      expect(lines).toEqual([expect.stringMatching(/failed after 5 attempts in \d+ ms \(HTTP 500\)/)]);
    } finally {
      webhooks.stop();
      log.mockRestore();
    }
  }, 20_000);

  it("is accepted by the shop's /api/revalidate, which expires the reads of what it names; a test trigger expires none", async () => {
    const backends = await freshBackends();
    process.env.LOCAL_BACKENDS_URL ??= backends.origin;
    try {
      const { POST } = await import('@/app/api/revalidate/route');
      const post = (body: unknown) =>
        POST(
          new Request('http://localhost/api/revalidate', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        );
      const before = store.current();
      editArticle((document) => (document.data.title[0]!.text = 'Layering, revisited'));
      revalidateTag.mockClear();
      const update = await post(apiUpdatePayload(before, store.current(), { origin, secret }));
      expect(update.status).toBe(200);
      // The reads of the published document, not every Prismic read (server/webhooks/prismic.ts).
      expect(revalidateTag).toHaveBeenCalledWith(`prismic:doc:${article}`, { expire: 0 });
      expect(revalidateTag).not.toHaveBeenCalledWith('prismic', expect.anything());

      revalidateTag.mockClear();
      const trigger = await post({ type: 'test-trigger', domain: 'maison-aurele', apiUrl: origin, secret });
      expect(trigger.status).toBe(200);
      expect(await trigger.json()).toMatchObject({ revalidated: [] });
      expect(revalidateTag).not.toHaveBeenCalled();
    } finally {
      await backends.close();
    }
  });
});

describe('GET, POST, DELETE /prismic/webhooks (the repository webhook settings)', () => {
  let backends: RunningBackends;
  beforeAll(async () => {
    backends = await freshBackends();
  });
  afterAll(() => backends.close());

  const call = (path: string, init?: RequestInit) =>
    fetch(`${backends.origin}/prismic/webhooks${path}`, init);

  it("starts with the shop's /api/revalidate, adds one, lists it without its secret, removes it", async () => {
    const shopUrl = new URL('/api/revalidate', backends.context.config.SHOP_URL).toString();
    expect(await (await call('')).json()).toEqual({
      webhooks: [{ id: 'shop', url: shopUrl }],
      deliveries: [],
    });

    const added = await call('', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://localhost:3105/api/revalidate', secret: 'other' }),
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect((await (await call('')).json()).webhooks).toEqual([
      { id: 'shop', url: shopUrl },
      { id, url: 'http://localhost:3105/api/revalidate' },
    ]);
    expect((await call(`/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await (await call('')).json()).webhooks).toEqual([{ id: 'shop', url: shopUrl }]);
  });

  it.each([{ url: 'javascript:alert(1)' }, { url: 'not a url' }, {}])(
    'refuses %j with a 400',
    async (body) => {
      const response = await call('', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    },
  );
});
