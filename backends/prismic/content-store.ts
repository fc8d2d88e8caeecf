import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readDocumentFile } from './document-file';
import type { StoredDocument } from './documents';
import { loadModels, type ContentModels } from './models';
import { contentPaths } from './paths';
import { validateDocuments } from './validate';

/** Everything one ref serves: a consistent set of documents and the models they follow. */
export interface ContentSnapshot {
  /** Master ref: a hash of the content and model files, so it changes whenever they change. */
  ref: string;
  documents: StoredDocument[];
  byId: Map<string, StoredDocument>;
  /** Each document's file, relative to the documents folder (and the overlay, which mirrors it). */
  fileOf: Map<string, string>;
  models: ContentModels;
  /** Each file's document as served and the text it was read from, by the file's relative path. */
  accepted: Map<string, AcceptedFile>;
}

interface AcceptedFile {
  text: string;
  document: StoredDocument;
}

export interface ContentFolders {
  documents: string;
  customTypes: string;
  slices: string;
  /**
   * Documents published from the writing room, over the shipped ones: a file here replaces the one at
   * the same relative path, and `{"unpublished": true}` withdraws it. Editing never touches the checkout,
   * and emptying this folder returns to the shipped content.
   */
  overlay?: string;
}

/** Told of every new master ref, with what was served before it. */
export type ContentChangeListener = (previous: ContentSnapshot, next: ContentSnapshot) => void;

/**
 * Reads the documents and models, again whenever a file under them changes (a saved JSON file is seen
 * on the next request, under a new master ref): sizes and times compared at most once per `recheckMs`,
 * as fs.watch's recursive mode keeps the process alive on Linux. While someone `subscribe`s, the
 * check also runs every `recheckMs` unasked: a publish is news when it happens, as Prismic's webhooks.
 */
export class ContentStore {
  private snapshot: ContentSnapshot | null = null;
  private signature = '';
  private checkedAt = 0;
  private readonly listeners = new Set<ContentChangeListener>();
  private timer: NodeJS.Timeout | null = null;
  private lastTimerError = '';

  constructor(
    private folders: ContentFolders = contentPaths,
    private readonly recheckMs = 500,
  ) {}

  /** Where published documents go over the shipped ones (the backends' data folder); read at once. */
  useOverlay(overlay: string) {
    this.folders = { ...this.folders, overlay };
    this.reload();
  }

  get overlay(): string | undefined {
    return this.folders.overlay;
  }

  /** Reads the files now: a publish from this process is news at once, not on the next tick. */
  reload(): ContentSnapshot {
    this.checkedAt = 0;
    return this.current();
  }

  current(): ContentSnapshot {
    const now = Date.now();
    if (this.snapshot && now - this.checkedAt < this.recheckMs) return this.snapshot;
    this.checkedAt = now;
    const signature = filesSignature(this.folders);
    if (!this.snapshot || signature !== this.signature) {
      const previous = this.snapshot;
      this.snapshot = readSnapshot(this.folders, previous);
      this.signature = signature;
      // A file saved again with the same text keeps its ref: nothing was published.
      if (previous && previous.ref !== this.snapshot.ref)
        for (const listener of this.listeners) listener(previous, this.snapshot);
    }
    return this.snapshot;
  }

  /** Calls `listener` on every new master ref from now on; the returned function stops it. */
  subscribe(listener: ContentChangeListener): () => void {
    this.check();
    this.listeners.add(listener);
    // unref: checking for changes never keeps the process alive on its own.
    this.timer ??= setInterval(() => this.check(), Math.max(this.recheckMs, 100)).unref();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** A file an editor is still writing can fail to read: say so once, and look again on the next tick. */
  private check() {
    try {
      this.current();
      this.lastTimerError = '';
    } catch (error) {
      const message = (error as Error).message;
      if (message !== this.lastTimerError) console.warn(`[prismic] content not read: ${message}`);
      this.lastTimerError = message;
    }
  }
}

function filesSignature(folders: ContentFolders): string {
  return Object.values(folders)
    .flatMap((folder) => (folder ? jsonFiles(folder) : []))
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return `${file}:${stats?.size}:${stats?.mtimeMs}`;
    })
    .join('|');
}

/**
 * A file that cannot be served (cut short, saved half-way, not following its model) is refused with
 * its reasons in the log, and the version of it this process last served stays live: one bad save
 * must not withdraw a page. The master ref hashes what is served, so a refused save changes nothing
 * downstream (no webhook, no expired cache).
 */
function readSnapshot(folders: ContentFolders, previous: ContentSnapshot | null): ContentSnapshot {
  const models = loadModels(folders.customTypes, folders.slices);
  const hash = createHash('sha256');
  for (const source of models.sources) hash.update(source);
  const texts = new Map<string, string>();
  for (const folder of [folders.documents, folders.overlay]) {
    if (!folder) continue;
    for (const file of jsonFiles(folder)) texts.set(relative(folder, file), readFileSync(file, 'utf8'));
  }
  const accepted = new Map<string, AcceptedFile>();
  for (const [file, text] of texts) {
    const reading = readDocumentFile(text, models);
    if (reading.kind === 'document') accepted.set(file, { text, document: reading.document });
    if (reading.kind !== 'refused') continue;
    const kept = previous?.accepted.get(file);
    if (kept) accepted.set(file, kept);
    const outcome = kept ? 'its last good version stays live' : 'no earlier version to serve';
    console.warn(`[prismic] ${file} refused (${outcome}): ${reading.problems.join('; ')}`);
  }
  const documents: StoredDocument[] = [];
  const fileOf = new Map<string, string>();
  for (const [file, { text, document }] of accepted) {
    hash.update(file).update(text);
    documents.push(document);
    fileOf.set(document.id, file);
  }
  for (const problem of validateDocuments(documents, models)) console.warn(`[prismic] ${problem}`);
  return {
    ref: hash.digest('base64url').slice(0, 16),
    documents,
    byId: new Map(documents.map((document) => [document.id, document])),
    fileOf,
    models,
    accepted,
  };
}

function jsonFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    });
}
