import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentPaths } from '@/backends/prismic/paths';
import { forgetMasterRefs, prismicClient } from '@/server/prismic/client';
import { getSingleDocument } from '@/server/prismic/documents';
import { checkDocumentShapes } from '@/server/prismic/document-shape';
import { isProviderUnavailable } from '@/server/provider-unavailable';

/**
 * A document whose fields do not have their model's shapes is refused where the Prismic answer comes
 * in (server/prismic/document-shape.ts), as the repository failing: the page renders its error block
 * (a 503, never cached) instead of a render throwing "Cannot use 'in' operator" into a bare 500.
 */
type Document = { id: string; type: string; lang: string; data: Record<string, unknown> };

function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}
const shipped = documentFiles(contentPaths.documents).map(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as Document,
);
const home = () => structuredClone(shipped.find((d) => d.type === 'home_page' && d.lang === 'fr-fr')!);

let served: Document = home();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
vi.mock('@/server/http-fetch', () => ({
  apiFetch: async (url: string) =>
    new URL(url).pathname.endsWith('/documents/search')
      ? json({ page: 1, total_pages: 1, results_size: 1, total_results_size: 1, results: [served] })
      : json({ refs: [{ id: 'master', ref: 'r', label: 'Master', isMasterRef: true }], languages: [] }),
}));

beforeEach(() => {
  served = home();
  forgetMasterRefs();
});

async function failureOf(read: () => Promise<unknown>): Promise<Error> {
  try {
    await read();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the read answered');
}

describe("a document's shape, checked where the Prismic answer comes in", () => {
  it('accepts every shipped document', () => {
    for (const document of shipped) expect(() => checkDocumentShapes({ results: [document] })).not.toThrow();
  });

  it('reads a document that matches its model', async () => {
    expect((await prismicClient('fr-fr').getSingle('home_page')).id).toBe(served.id);
  });

  it.each([
    [
      'a link given as a string',
      (d: Document) => (slices(d)[0]!.primary.link = '/fr-fr/soldes'),
      /slices\.0\.primary\.link/,
    ],
    ['an image given as a string', (d: Document) => (d.data.meta_image = 'hero.jpg'), /meta_image/],
    ['a slice zone given as an object', (d: Document) => (d.data.slices = { hero: {} }), /slices/],
    ['a key text given as an object', (d: Document) => (d.data.meta_title = { text: 'x' }), /meta_title/],
  ])('refuses %s as Prismic being unavailable', async (_name, change, path) => {
    change(served);
    const error = await failureOf(() => prismicClient('fr-fr').getSingle('home_page'));
    expect(isProviderUnavailable(error)).toBe(true);
    expect(error.message).toMatch(path);
  });

  it("fails a page's cached read the same way, which the page renders as its error block", async () => {
    slices(served)[0]!.primary.link = '/fr-fr/soldes';
    expect(isProviderUnavailable(await failureOf(() => getSingleDocument('fr-fr', 'home_page')))).toBe(true);
  });

  it('accepts a field a document leaves out', async () => {
    delete served.data.meta_image;
    expect((await prismicClient('fr-fr').getSingle('home_page')).id).toBe(served.id);
  });
});

function slices(document: Document) {
  return document.data.slices as { primary: Record<string, unknown> }[];
}
