import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ContentStore } from '../../../backends/prismic/content-store';
import { contentPaths } from '../../../backends/prismic/paths';

/**
 * One bad save of a document file must not withdraw its page: the local Prismic keeps serving the
 * version it last served, says why in its log, and keeps its master ref (nothing was published).
 */
const article = 'article-layering-fragrance-en-us';
const articleFile = join('article_page', 'layering-fragrance', 'en-us.json');

let dir: string;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'maison-broken-file-'));
  cpSync(contentPaths.documents, dir, { recursive: true });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

const store = () => new ContentStore({ ...contentPaths, documents: dir }, 0);
const articleText = () => readFileSync(join(dir, articleFile), 'utf8');
const save = (text: string) => writeFileSync(join(dir, articleFile), text);
const warnings = () => warn.mock.calls.map((call) => String(call[0])).join('\n');

function withTitle(title: unknown): string {
  const document = JSON.parse(articleText());
  document.data.title = title;
  return JSON.stringify(document);
}

describe('a document file the local Prismic cannot serve', () => {
  it('a file cut short keeps the last good version live, under the same ref, and is logged', () => {
    const content = store();
    const before = content.current();
    const served = before.byId.get(article);
    const text = articleText();
    save(text.slice(0, text.length / 2));
    const after = content.current();
    expect(after.byId.get(article)).toEqual(served);
    expect(after.ref).toBe(before.ref);
    expect(warnings()).toMatch(
      /article_page\/layering-fragrance\/en-us\.json refused \(its last good version/,
    );
  });

  it('a document whose field does not follow its model is refused the same way', () => {
    const content = store();
    const served = content.current().byId.get(article);
    save(withTitle('Layering, as a plain string'));
    expect(content.current().byId.get(article)).toEqual(served);
    expect(warnings()).toMatch(/en-us\.json refused .*data\.title/);
  });

  it('a file that is JSON but not a document (null, a list) is refused', () => {
    const content = store();
    const served = content.current().byId.get(article);
    for (const text of ['null', '[]', '{"id": 42}']) {
      save(text);
      expect(content.current().byId.get(article)).toEqual(served);
    }
  });

  it('the next good save is served, under a new ref', () => {
    const content = store();
    const before = content.current();
    const revised = withTitle([{ type: 'heading1', text: 'Layering, revisited', spans: [] }]);
    save('{"id": "article-layering');
    content.current();
    save(revised);
    const after = content.current();
    expect(after.ref).not.toBe(before.ref);
    expect(after.byId.get(article)?.data.title).toEqual([
      { type: 'heading1', text: 'Layering, revisited', spans: [] },
    ]);
  });

  it('with no earlier version in this process, the file is left out and logged', () => {
    save('{"id": "article-layering');
    expect(store().current().byId.has(article)).toBe(false);
    expect(warnings()).toMatch(/en-us\.json refused \(no earlier version to serve\)/);
  });
});
