import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredDocument } from './documents';

const safeId = /^[\w-]{1,120}$/;

/**
 * The writing room's drafts: a document saved but not published, one JSON file per document id in
 * the backends' data folder. The Content API serves them under a preview session's ref only
 * (preview.ts), as Prismic serves drafts to a preview and never to the master ref.
 */
class DraftStore {
  private folder: string | null = null;

  use(folder: string) {
    mkdirSync(folder, { recursive: true });
    this.folder = folder;
  }

  all(): StoredDocument[] {
    const folder = this.folder;
    if (!folder) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as StoredDocument);
  }

  get(id: string): StoredDocument | undefined {
    return this.all().find((draft) => draft.id === id);
  }

  save(document: StoredDocument) {
    writeFileSync(this.fileOf(document.id), `${JSON.stringify(document, null, 2)}\n`);
  }

  remove(id: string) {
    rmSync(this.fileOf(id), { force: true });
  }

  private fileOf(id: string): string {
    if (!this.folder) throw new Error('Drafts have no folder: the backends set one when they start');
    if (!safeId.test(id)) throw new Error(`Not a document id: ${id}`);
    return join(this.folder, `${id}.json`);
  }
}

export const draftStore = new DraftStore();
