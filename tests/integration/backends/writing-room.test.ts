import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStore } from '../../../backends/prismic/content';
import type { StoredDocument } from '../../../backends/prismic/documents';
import { contentPaths } from '../../../backends/prismic/paths';
import type { RunningBackends } from '../../../backends/server';
import { rawDocument } from '../../../backends/writing-room/document-form';
import { formEntries } from '../../../backends/writing-room/form-values';
import { freshBackends } from '../../support/backends';

/**
 * docs/adr/0025: what the writing room's buttons do to the local Prismic, over HTTP: a draft is
 * served to a preview session only; a publish writes the Content API's format to the data folder's
 * overlay (never to backends/content/), makes a new master ref and sends the api-update webhook;
 * unpublish, translate, duplicate, create, delete, and the reset to the shipped content.
 */
let backends: RunningBackends;
let hook: Server;
const received: { documents: string[]; masterRef: string; secret: string | null }[] = [];
const article = 'article-cashmere-from-the-borders-en-us';
const articleFile = join('article_page', 'cashmere-from-the-borders', 'en-us.json');
const shippedArticle = readFileSync(join(contentPaths.documents, articleFile), 'utf8');

beforeAll(async () => {
  backends = await freshBackends();
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/revalidate`;
  await fetch(`${backends.origin}/prismic/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
});

afterAll(async () => {
  await backends.close();
  await new Promise((resolve) => hook.close(resolve));
});

const room = (path = '') => `${backends.origin}/__writing-room${path}`;

/** Posts the editor form of `document` with `changes` typed in and the button `action` pressed. */
async function press(document: StoredDocument, action: string, changes: Record<string, string> = {}) {
  const body = new URLSearchParams(formEntries(rawDocument(document, contentStore.current().models)));
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  // No action: a structure button (its `intent` among the changes) was pressed.
  if (action) body.set('action', action);
  return fetch(room(`/documents/${document.id}`), { method: 'POST', body, redirect: 'manual' });
}

async function search(ref: string, id: string) {
  const url = new URL(`${backends.origin}/prismic/api/v2/documents/search`);
  url.searchParams.set('ref', ref);
  url.searchParams.set('lang', '*');
  url.searchParams.set('q', `[[at(document.id, "${id}")]]`);
  const { results } = (await (await fetch(url)).json()) as { results: SearchResult[] };
  return results[0];
}

/** A document as the Content API answers it, as far as these tests read it. */
type SearchResult = StoredDocument & {
  data: { title: { text: string }[] };
  alternate_languages: { id: string; lang: string }[];
};

/** A preview session of `documentId` (none: the published content), as Prismic's Preview button opens. */
async function previewSession(documentId?: string): Promise<string> {
  const url = new URL(`${backends.origin}/prismic/previews`);
  if (documentId) url.searchParams.set('documentId', documentId);
  const { token } = (await (await fetch(url, { method: 'POST' })).json()) as { token: string };
  return token;
}

const titleOf = (document: Awaited<ReturnType<typeof search>>) => document?.data.title[0]?.text;
const published = () => contentStore.current().byId.get(article)!;

describe('the writing room', () => {
  it('keeps a saved draft for preview sessions, and publishes it to the overlay with a webhook', async () => {
    const before = contentStore.current().ref;
    const saved = await press(published(), 'save', { 'data.title': 'Cashmere, drafted' });
    expect(saved.status).toBe(303);
    expect(titleOf(await search(before, article))).toBe('Cashmere from the Borders');
    expect(titleOf(await search(await previewSession(article), article))).toBe('Cashmere, drafted');

    const preview = await press(published(), 'preview', { 'data.title': 'Cashmere, previewed' });
    const location = new URL(preview.headers.get('location')!);
    expect(location.pathname).toBe('/api/preview');
    expect(location.searchParams.get('documentId')).toBe(article);
    expect(titleOf(await search(location.searchParams.get('token')!, article))).toBe('Cashmere, previewed');

    expect((await press(published(), 'publish', { 'data.title': 'Cashmere, published' })).status).toBe(303);
    const after = contentStore.current().ref;
    expect(after).not.toBe(before);
    expect(titleOf(await search(after, article))).toBe('Cashmere, published');
    const written = JSON.parse(
      readFileSync(join(contentStore.overlay!, articleFile), 'utf8'),
    ) as StoredDocument;
    expect(written).toMatchObject({
      id: article,
      uid: 'cashmere-from-the-borders',
      type: 'article_page',
      lang: 'en-us',
    });
    expect(readFileSync(join(contentPaths.documents, articleFile), 'utf8')).toBe(shippedArticle);
    await expect
      .poll(() => received.find((payload) => payload.masterRef === after)?.documents)
      .toEqual([article]);
    // The hook was added without a secret: it gets none, never the shop's.
    expect(received.find((payload) => payload.masterRef === after)?.secret).toBeNull();
  });

  it('shows a preview session the draft of its own document only', async () => {
    const other = 'article-the-making-of-santal-noir-en-us';
    const otherDraft = contentStore.current().byId.get(other)!;
    await press(published(), 'save', { 'data.title': 'Cashmere, drafted again' });
    await press(otherDraft, 'save', { 'data.title': 'Santal Noir, drafted' });
    const ofArticle = await previewSession(article);
    expect(titleOf(await search(ofArticle, article))).toBe('Cashmere, drafted again');
    expect(titleOf(await search(ofArticle, other))).toBe('The making of Santal Noir');
    expect(titleOf(await search(await previewSession(other), article))).not.toBe('Cashmere, drafted again');
    expect(titleOf(await search(await previewSession(), other))).toBe('The making of Santal Noir');
    await fetch(room('/reset'), { method: 'POST', redirect: 'manual' });
  });

  it('keeps what the form holds as the draft when a slice is added, so leaving loses nothing', async () => {
    const before = contentStore.current().ref;
    const slices = published().data.slices as unknown[];
    const added = await press(published(), '', {
      'data.title': 'Cashmere, with one more slice',
      intent: 'add-slice:data.slices',
      'new-slice:data.slices': 'rich_text/default',
    });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain('Changed and kept as the draft.');
    expect(html).not.toContain('data-unsaved');
    const draft = (await search(await previewSession(article), article)) as SearchResult & {
      data: { slices: { slice_type: string }[] };
    };
    expect(titleOf(draft)).toBe('Cashmere, with one more slice');
    expect(draft.data.slices).toHaveLength(slices.length + 1);
    expect(draft.data.slices.at(-1)?.slice_type).toBe('rich_text');
    // A draft: the published content is as it was.
    expect(titleOf(await search(before, article))).toBe('Cashmere from the Borders');
    await fetch(room('/reset'), { method: 'POST', redirect: 'manual' });
  });

  it('shows a structure change it cannot keep yet as changed here only, for the page to ask before leaving', async () => {
    const added = await press(published(), '', {
      'data.publication_date': 'tomorrow',
      intent: 'add-slice:data.slices',
      'new-slice:data.slices': 'rich_text/default',
    });
    const html = await added.text();
    expect(html).toContain('Changed here only: save the draft to keep it.');
    expect(html).toContain('data-editor data-unsaved');
    expect(titleOf(await search(await previewSession(article), article))).toBe('Cashmere from the Borders');
  });

  it('offers “New document” at the top of the list, above the hundreds of rows', async () => {
    const html = await (await fetch(room())).text();
    const create = html.indexOf('action="/__writing-room/new"');
    expect(create).toBeGreaterThan(0);
    expect(create).toBeLessThan(html.indexOf('<table'));
    expect(html.indexOf('<h2>New document</h2>')).toBeLessThan(html.indexOf('<table'));
  });

  it('refuses an invalid form with the field and its message, saving nothing', async () => {
    const refused = await press(published(), 'save', { 'data.publication_date': 'tomorrow' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(
      '<a href="#f-data-publication_date">publication_date: Enter a date as YYYY-MM-DD.</a>',
    );
    expect(html).toContain(
      'id="f-data-publication_date" name="data.publication_date" aria-describedby="f-data-publication_date-error" aria-invalid="true"',
    );
  });

  it('translates into a new language of the same group, publishes it, and unpublishes it', async () => {
    const translated = await press(published(), 'translate', { 'translate-lang': 'es-es' });
    const id = 'article-cashmere-from-the-borders-es-es';
    expect(translated.headers.get('location')).toBe(`/__writing-room/documents/${id}?done=translated`);
    const draft = JSON.parse(readFileSync(join(contentStore.overlay!, '..', 'drafts', `${id}.json`), 'utf8'));
    expect(draft).toMatchObject({ lang: 'es-es', grouplang: published().grouplang });
    expect((await press(draft, 'publish', { 'data.title': 'Cachemira de los Borders' })).status).toBe(303);
    const ref = contentStore.current().ref;
    expect((await search(ref, article))?.alternate_languages).toContainEqual(
      expect.objectContaining({ id, lang: 'es-es' }),
    );
    expect((await press(contentStore.current().byId.get(id)!, 'unpublish')).status).toBe(303);
    expect(await search(contentStore.current().ref, id)).toBeUndefined();
    expect(await (await fetch(room('?lang=es-es&q=cachemira'))).text()).toContain('Draft, never published');
  });

  it('duplicates into a group of its own, creates, deletes, and returns to the shipped content', async () => {
    const copy = await press(published(), 'duplicate');
    expect(copy.headers.get('location')).toMatch(
      /^\/__writing-room\/documents\/article-page-cashmere-from-the-borders-copy-en-us\?/,
    );
    const created = await fetch(room('/new'), {
      method: 'POST',
      body: new URLSearchParams({ type: 'article_page', lang: 'fr-fr', uid: 'nouvel-article' }),
      redirect: 'manual',
    });
    const createdId = /documents\/([\w-]+)\?/.exec(created.headers.get('location')!)![1]!;
    expect(await (await fetch(room(`/documents/${createdId}`))).text()).toContain('Draft, never published');
    expect((await press(published(), 'delete-confirmed')).headers.get('location')).toBe(
      '/__writing-room?done=deleted',
    );
    expect(await search(contentStore.current().ref, article)).toBeUndefined();
    expect(existsSync(join(contentStore.overlay!, articleFile))).toBe(true);

    await fetch(room('/reset'), { method: 'POST', redirect: 'manual' });
    expect(titleOf(await search(contentStore.current().ref, article))).toBe('Cashmere from the Borders');
    expect((await fetch(room(`/documents/${createdId}`))).status).toBe(404);
  });
});
