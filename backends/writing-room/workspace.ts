import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentStore } from '../prismic/content';
import type { ContentSnapshot } from '../prismic/content-store';
import { unpublishedMarker } from '../prismic/document-file';
import type { StoredDocument } from '../prismic/documents';
import { draftStore } from '../prismic/drafts';
import { isRepositoryLanguage } from '../prismic/languages';
import { contentPaths } from '../prismic/paths';
import { uidFormat, validateDocuments } from '../prismic/validate';
import { en } from './messages/en';
import type { RoomMessages } from './messages';

/** A document as the room shows it: what the Content API serves, and the editor's unpublished draft. */
export interface RoomDocument {
  id: string;
  published?: StoredDocument;
  draft?: StoredDocument;
  /** The draft when there is one, else the published version. */
  current: StoredDocument;
}

/** What a button could not do, worded in the editor's language when the room shows it. */
export class RoomError extends Error {
  constructor(readonly say: (m: RoomMessages) => string) {
    super(say(en));
  }
}

/** Every document, published or draft, in the content's order. */
export function roomDocuments(): RoomDocument[] {
  const snapshot = contentStore.current();
  const drafts = new Map(draftStore.all().map((draft) => [draft.id, draft]));
  const published = snapshot.documents.map((document) =>
    room(document.id, document, drafts.get(document.id)),
  );
  const draftsOnly = [...drafts.values()]
    .filter((draft) => !snapshot.byId.has(draft.id))
    .map((draft) => room(draft.id, undefined, draft));
  return [...published, ...draftsOnly];
}

function room(id: string, published?: StoredDocument, draft?: StoredDocument): RoomDocument {
  return { id, published, draft, current: (draft ?? published)! };
}

export function roomDocument(id: string): RoomDocument | undefined {
  const published = contentStore.current().byId.get(id);
  const draft = draftStore.get(id);
  return published || draft ? room(id, published, draft) : undefined;
}

/**
 * What the content would be with `document` in it (drafts and published documents alike), checked as
 * the Content API checks its files: a URL segment used twice, a link to a missing document.
 */
export function contentProblems(document: StoredDocument, m: RoomMessages): string[] {
  const byId = new Map(roomDocuments().map((entry) => [entry.id, entry.current]));
  byId.set(document.id, document);
  const prefix = `${document.type}/${document.uid ?? '-'}/${document.lang}: `;
  return validateDocuments([...byId.values()], contentStore.current().models)
    .filter((problem) => problem.startsWith(prefix))
    .map((problem) => reword(problem.slice(prefix.length), m));
}

/**
 * The validator's problems an editor can cause through the room's forms (the form's own schema catches
 * the rest), in the editor's words; any other stays as the validator wrote it, introduced as such.
 */
function reword(problem: string, m: RoomMessages): string {
  if (problem === 'uid used twice in this language') return m.errors.uidTaken;
  const missing = /^(.+): links to a document that does not exist$/.exec(problem);
  if (missing) return m.errors.linkMissing(missing[1]!);
  return m.errors.contentCheck(problem);
}

export function saveDraft(document: StoredDocument) {
  draftStore.save(document);
}

/** Prismic's publication date format, to the second. */
const publicationDate = (date = new Date()) => `${date.toISOString().slice(0, 19)}+0000`;

/** Where a document's file lives, under the shipped folder and the overlay alike. */
function fileFor(document: StoredDocument, snapshot: ContentSnapshot): string {
  const repeatable = snapshot.models.customTypes.get(document.type)?.repeatable;
  return repeatable
    ? join(document.type, document.uid ?? '', `${document.lang}.json`)
    : join(document.type, `${document.lang}.json`);
}

function overlayFolder(): string {
  const overlay = contentStore.overlay;
  if (!overlay) throw new Error('The content has no overlay folder: the backends set one when they start');
  return overlay;
}

function writeOverlay(file: string, content: unknown) {
  const path = join(overlayFolder(), file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
}

/** Takes the file at `file` out of what the API serves: a marker over a shipped file, else gone. */
function withdraw(file: string) {
  if (existsSync(join(contentPaths.documents, file))) writeOverlay(file, unpublishedMarker);
  else rmSync(join(overlayFolder(), file), { force: true });
}

/**
 * Publishes the document's draft: written in the Content API's format to the overlay, which makes a
 * new master ref; the content store's subscribers (the webhooks of backends/prismic/webhooks.ts) tell
 * the shop, as they do for any publish.
 */
export function publish(id: string, m: RoomMessages): StoredDocument {
  const entry = roomDocument(id);
  if (!entry?.draft) throw new RoomError((say) => say.refusals.nothingToPublish);
  const problems = contentProblems(entry.draft, m);
  if (problems.length) throw new RoomError((say) => say.refusals.notPublished(problems.join('; ')));
  const snapshot = contentStore.current();
  const now = publicationDate();
  const document: StoredDocument = {
    ...entry.draft,
    first_publication_date: entry.published?.first_publication_date ?? now,
    last_publication_date: now,
  };
  const file = fileFor(document, snapshot);
  const previous = snapshot.fileOf.get(id);
  writeOverlay(file, document);
  if (previous && previous !== file) withdraw(previous);
  draftStore.remove(id);
  contentStore.reload();
  return document;
}

/** Takes a published document off the API; it stays in the room as a draft. */
export function unpublish(id: string) {
  const entry = roomDocument(id);
  const file = contentStore.current().fileOf.get(id);
  if (!entry?.published || !file) throw new RoomError((say) => say.refusals.notPublishedYet);
  if (!entry.draft) draftStore.save(entry.published);
  withdraw(file);
  contentStore.reload();
}

/** Unpublishes the document if it is published, and forgets its draft. */
export function deleteDocument(id: string) {
  const entry = roomDocument(id);
  if (!entry) throw new RoomError((say) => say.refusals.noDocument);
  if (entry.published) unpublish(id);
  draftStore.remove(id);
}

function uniqueId(base: string): string {
  const taken = new Set(roomDocuments().map((entry) => entry.id));
  let id = base;
  while (taken.has(id)) id = `${base}-${randomBytes(3).toString('hex')}`;
  return id;
}

/** A new draft of `type` in `lang`, empty but for its URL segment. */
export function createDocument(type: string, lang: string, uid: string | null): StoredDocument {
  const model = contentStore.current().models.customTypes.get(type);
  if (!model) throw new RoomError((say) => say.refusals.noType(type));
  if (!isRepositoryLanguage(lang)) throw new RoomError((say) => say.refusals.noLanguage(lang));
  if (model.repeatable && !uid) throw new RoomError((say) => say.refusals.uidNeeded);
  // The URL segment becomes part of the draft's file name: refused here, with the form's words, rather
  // than by the draft store's own check (a 500).
  if (model.repeatable && uid && !uidFormat.test(uid)) throw new RoomError((say) => say.errors.uidFormat);
  const grouplang = uniqueId(`${type.replace(/_/g, '-')}-${model.repeatable ? uid : 'single'}`);
  const now = publicationDate();
  const document: StoredDocument = {
    id: uniqueId(`${grouplang}-${lang}`),
    uid: model.repeatable ? uid : null,
    type,
    lang,
    grouplang,
    tags: [],
    first_publication_date: now,
    last_publication_date: now,
    data: {},
  };
  draftStore.save(document);
  return document;
}

/** A draft copy of the document in a translation group of its own, under a new URL segment. */
export function duplicate(id: string): StoredDocument {
  const source = roomDocument(id)?.current;
  if (!source) throw new RoomError((say) => say.refusals.noDocument);
  if (source.uid === null) throw new RoomError((say) => say.refusals.singleType);
  const taken = new Set(
    roomDocuments().map((entry) => `${entry.current.type}/${entry.current.uid}/${entry.current.lang}`),
  );
  let uid = `${source.uid}-copy`;
  for (let n = 2; taken.has(`${source.type}/${uid}/${source.lang}`); n++) uid = `${source.uid}-copy-${n}`;
  const grouplang = uniqueId(`${source.type.replace(/_/g, '-')}-${uid}`);
  const copy = { ...structuredClone(source), id: uniqueId(`${grouplang}-${source.lang}`), uid, grouplang };
  draftStore.save(copy);
  return copy;
}

/** A draft of the document in another language, in the same translation group (`grouplang`). */
export function translate(id: string, lang: string): StoredDocument {
  const source = roomDocument(id)?.current;
  if (!source) throw new RoomError((say) => say.refusals.noDocument);
  if (!isRepositoryLanguage(lang)) throw new RoomError((say) => say.refusals.noLanguage(lang));
  const existing = roomDocuments().find(
    (entry) => entry.current.grouplang === source.grouplang && entry.current.lang === lang,
  );
  if (existing) throw new RoomError((say) => say.refusals.translationExists(lang));
  const translation = { ...structuredClone(source), id: uniqueId(`${source.grouplang}-${lang}`), lang };
  draftStore.save(translation);
  return translation;
}

/** Back to the shipped content: every publish and draft of the room forgotten. */
export function resetContent() {
  for (const draft of draftStore.all()) draftStore.remove(draft.id);
  rmSync(overlayFolder(), { recursive: true, force: true });
  mkdirSync(overlayFolder(), { recursive: true });
  contentStore.reload();
}

/** Keeps the room's publishes and drafts under `dataDir` (the backends' data folder). */
export function keepEditsUnder(dataDir: string) {
  mkdirSync(join(dataDir, 'content'), { recursive: true });
  contentStore.useOverlay(join(dataDir, 'content'));
  draftStore.use(join(dataDir, 'drafts'));
}
