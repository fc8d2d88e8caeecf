import { describe, expect, it } from 'vitest';
import { contentPaths } from '@/backends/prismic/paths';
import { ContentStore } from '@/backends/prismic/content-store';
import { presentDocument } from '@/backends/prismic/present';
import { validateDocuments } from '@/backends/prismic/validate';
import { parseDocumentForm, rawDocument } from '@/backends/writing-room/document-form';
import { formEntries, type RawObject } from '@/backends/writing-room/form-values';
import { applyIntent, parseIntent } from '@/backends/writing-room/intents';
import { en } from '@/backends/writing-room/messages/en';

const snapshot = new ContentStore(contentPaths).current();
const shippedProblems = validateDocuments(snapshot.documents, snapshot.models);
const present = (document: (typeof snapshot.documents)[number]) =>
  presentDocument(document, {
    snapshot,
    origin: 'http://backends.test',
    routes: [],
    brokenRoute: null,
    hrefOf: () => '',
  });

/** Prismic writes `direction` on every text block; some shipped files leave it out. */
const withDirection = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withDirection);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withDirection(item)]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  return 'spans' in object && !('direction' in object) ? { ...object, direction: 'ltr' } : object;
};

describe('the writing room form', () => {
  it.each(snapshot.documents.map((document) => [document.id, document] as const))(
    '%s round-trips through the form as the Content API serves it',
    (_id, document) => {
      const body = new URLSearchParams(formEntries(rawDocument(document, snapshot.models)));
      const model = snapshot.models.customTypes.get(document.type)!;
      const submission = parseDocumentForm(body, model, snapshot.models, en);
      expect(errorsOf(submission)).toBeUndefined();
      if (submission.status !== 'success') return;
      const saved = { ...document, ...submission.value, uid: submission.value.uid ?? null };
      expect(present(saved)).toEqual(withDirection(present(document)));
      // The content validator the Content API runs accepts what the room writes.
      const content = snapshot.documents.map((other) => (other.id === saved.id ? saved : other));
      expect(validateDocuments(content, snapshot.models)).toEqual(shippedProblems);
    },
  );
});

/** The messages of a refused form, by field name (none for an accepted one). */
const errorsOf = (submission: ReturnType<typeof parseDocumentForm>) =>
  submission.status === 'error' ? submission.error : undefined;

/** The article's form as the room shows it, with `changes` typed over it. */
function articleForm(changes: Record<string, string>) {
  const article = snapshot.byId.get('article-layering-fragrance-en-us')!;
  const body = new URLSearchParams(formEntries(rawDocument(article, snapshot.models)));
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  return parseDocumentForm(body, snapshot.models.customTypes.get('article_page')!, snapshot.models, en);
}

describe('the writing room validates against the model', () => {
  it('reads a new title, bold text and a link into blocks and spans', () => {
    const submission = articleForm({ 'data.title': 'Layering, revised' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.data.title).toEqual([
      { type: 'heading1', text: 'Layering, revised', spans: [], direction: 'ltr' },
    ]);
  });

  it.each([
    ['uid', 'Not A Segment', 'uid', 'Use lowercase letters, digits and dashes, such as spring-edit.'],
    [
      'data.title',
      '**Bold** title',
      'data.title',
      'Block 1: Bold text (**…**) is not allowed in this field.',
    ],
    ['data.title', 'One\n\nTwo', 'data.title', 'This field holds one paragraph: remove the blank lines.'],
    ['data.publication_date', '31/01/2026', 'data.publication_date', 'Enter a date as YYYY-MM-DD.'],
    ['data.cover.alt', ' ', 'data.cover.alt', 'Describe the image for people who cannot see it (alt text).'],
    ['data.cover.url', '/cdn/products/a.jpg', 'data.cover.url', 'Pick an image of the library'],
    ['data.category.id', '', 'data.category.id', 'Choose the document to link to.'],
    ['data.category.link_type', 'Web', 'data.category.link_type', 'This kind of link is not allowed here.'],
  ])('%s = %j is refused at %s: %s', (name, value, at, message) => {
    const submission = articleForm({ [name]: value });
    expect(errorsOf(submission)?.[at]?.[0]).toContain(message);
  });

  it.each([
    ['blog_page', 'data.page_size', 'twelve', 'data.page_size', 'Enter a number, such as 12 or 4.5.'],
    [
      'landing_fragrance_v2',
      'data.slices[0].slice_type',
      'menu_item',
      'data.slices[0]',
      'The slice menu_item is not allowed here.',
    ],
  ])('a %s with %s = %j is refused at %s', (type, name, value, at, message) => {
    const document = snapshot.documents.find((candidate) => candidate.type === type)!;
    const body = new URLSearchParams(formEntries(rawDocument(document, snapshot.models)));
    body.set(name, value);
    const submission = parseDocumentForm(body, snapshot.models.customTypes.get(type)!, snapshot.models, en);
    expect(errorsOf(submission)?.[at]).toEqual([message]);
  });
});

describe('the writing room slice zone', () => {
  const landing = snapshot.documents.find((document) => document.type === 'landing_fragrance_v2')!;
  const raw = rawDocument(landing, snapshot.models);
  const slices = (value: RawObject) => (value.data as RawObject).slices as RawObject[];
  const intent = (value: string, extra: Record<string, string> = {}) =>
    parseIntent(value, new URLSearchParams(extra))!;

  it('adds a slice of the chosen type and variation at the end, with a Prismic slice id', () => {
    const added = applyIntent(
      raw,
      intent('add-slice:data.slices', { 'new-slice:data.slices': 'hero/split' }),
    );
    expect(slices(added)).toHaveLength(slices(raw).length + 1);
    expect(slices(added).at(-1)).toMatchObject({
      slice_type: 'hero',
      variation: 'split',
      primary: {},
      items: [],
    });
    expect(slices(added).at(-1)?.id).toMatch(/^hero\$[\w-]+$/);
  });

  it('moves a slice up or down and removes one, leaving the others as typed', () => {
    const [first, second] = slices(raw);
    expect(slices(applyIntent(raw, intent('down:data.slices[0]'))).slice(0, 2)).toEqual([second, first]);
    expect(slices(applyIntent(raw, intent('up:data.slices[1]'))).slice(0, 2)).toEqual([second, first]);
    expect(slices(applyIntent(raw, intent('remove:data.slices[0]')))[0]).toEqual(second);
    expect(slices(applyIntent(raw, intent('up:data.slices[0]')))).toEqual(slices(raw));
  });
});
