import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError, readBody, sendHtml, type BackendContext, type Handler } from '../http';
import { contentStore } from '../prismic/content';
import type { StoredDocument } from '../prismic/documents';
import { openPreviewSession } from '../prismic/preview';
import { parseDocumentForm, rawDocument } from './document-form';
import type { FormContext } from './field-html';
import { applyIntent, parseIntent } from './intents';
import { formEntries, type RawObject } from './form-values';
import { chooseLanguage } from './language-switch';
import { roomLanguage, roomMessages, type RoomMessages } from './messages';
import { editorScriptPath, sendEditorScript } from './editor/bundle';
import { confirmDeletePage, editorPage, languageRoute, listPage, type RoomView } from './pages';
import { roomRoot } from './room-root';
import { screenshotFile, screenshotsRoot } from './slice-zone';
import {
  contentProblems,
  createDocument,
  deleteDocument,
  duplicate,
  publish,
  resetContent,
  roomDocument,
  roomDocuments,
  RoomError,
  saveDraft,
  translate,
  unpublish,
  type RoomDocument,
} from './workspace';

/**
 * The writing room (`/__writing-room`): documents by type and language, an editor built from the
 * models, drafts, preview in the shop, publish. Server-rendered forms that work without script.
 */
export const writingRoomHandler: Handler = async (req, res, url, ctx) => {
  const route = url.pathname.slice(roomRoot.length).replace(/\/$/, '');
  if (route.startsWith(screenshotsRoot.slice(roomRoot.length))) return screenshot(res, route);
  if (route === `/${editorScriptPath}`) return sendEditorScript(res);
  const m = roomMessages(roomLanguage(req));
  const view: RoomView = { m, here: `${url.pathname}${url.search}` };
  const done = noticeOf(url.searchParams.get('done'), m);
  if (route === `/${languageRoute}` && req.method === 'POST') return chooseLanguage(req, res);
  if (route === '' && req.method === 'GET') {
    const filters = {
      type: url.searchParams.get('type') ?? '',
      lang: url.searchParams.get('lang') ?? '',
      q: url.searchParams.get('q') ?? '',
    };
    return sendHtml(res, 200, listPage(roomDocuments(), contentStore.current().models, filters, view, done));
  }
  if (route === '/new' && req.method === 'POST') return create(req, res, view);
  if (route === '/reset' && req.method === 'POST') {
    resetContent();
    return redirect(res, `${roomRoot}?done=reset`);
  }
  const id = /^\/documents\/([\w-]+)$/.exec(route)?.[1];
  const entry = id ? roomDocument(id) : undefined;
  if (!entry) throw new HttpError(404, `No writing room page at ${url.pathname}`);
  if (req.method === 'GET')
    return sendHtml(
      res,
      200,
      editorPage(
        editorState(entry, rawDocument(entry.current, contentStore.current().models), {}, [], view, done),
      ),
    );
  if (req.method === 'POST') return act(req, res, entry, ctx, view);
  throw new HttpError(405, 'GET or POST');
};

const noticeSchema = z.enum([
  'saved',
  'published',
  'unpublished',
  'duplicated',
  'translated',
  'created',
  'deleted',
  'reset',
]);

/** What the button that led here did (`?done=`), in the editor's words. */
function noticeOf(done: string | null, m: RoomMessages): string | undefined {
  const notice = noticeSchema.safeParse(done);
  return notice.success ? m.notices[notice.data] : undefined;
}

function screenshot(res: ServerResponse, route: string) {
  const [, sliceId, variation] = /^\/screenshots\/([\w-]+)\/([\w-]+)\.png$/.exec(route) ?? [];
  const file = sliceId && variation ? screenshotFile(sliceId, variation) : null;
  if (!file) throw new HttpError(404, 'No such screenshot');
  res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-cache' });
  res.end(readFileSync(file));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location }).end();
}

const documentPath = (id: string, done: z.infer<typeof noticeSchema>) =>
  `${roomRoot}/documents/${encodeURIComponent(id)}?done=${done}`;

async function create(req: IncomingMessage, res: ServerResponse, view: RoomView) {
  const body = new URLSearchParams(await readBody(req));
  try {
    const uid = body.get('uid')?.trim() || null;
    const document = createDocument(body.get('type') ?? '', body.get('lang') ?? '', uid);
    redirect(res, documentPath(document.id, 'created'));
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    const filters = { type: '', lang: '', q: '' };
    const { models } = contentStore.current();
    sendHtml(res, 400, listPage(roomDocuments(), models, filters, view, error.say(view.m)));
  }
}

async function act(
  req: IncomingMessage,
  res: ServerResponse,
  entry: RoomDocument,
  ctx: BackendContext,
  view: RoomView,
) {
  const { m } = view;
  const body = new URLSearchParams(await readBody(req));
  const action = body.get('action');
  const { models } = contentStore.current();
  const model = models.customTypes.get(entry.current.type)!;
  try {
    if (action === 'delete') return sendHtml(res, 200, confirmDeletePage(entry, view));
    if (action === 'delete-confirmed') {
      deleteDocument(entry.id);
      return redirect(res, `${roomRoot}?done=deleted`);
    }
    if (action === 'unpublish') {
      unpublish(entry.id);
      return redirect(res, documentPath(entry.id, 'unpublished'));
    }
    if (action === 'duplicate') return redirect(res, documentPath(duplicate(entry.id).id, 'duplicated'));
    if (action === 'translate')
      return redirect(
        res,
        documentPath(translate(entry.id, body.get('translate-lang') ?? '').id, 'translated'),
      );

    const submission = parseDocumentForm(body, model, models, m);
    const raw = (submission.payload ?? {}) as RawObject;
    const intent = parseIntent(body.get('intent'), body);
    if (intent) return changeStructure(res, entry, applyIntent(raw, intent), view);
    if (submission.status !== 'success')
      return sendHtml(res, 422, editorPage(editorState(entry, raw, submission.error ?? {}, [], view)));
    const document = documentOf(entry, submission.value);
    const problems = contentProblems(document, m);
    if (problems.length) return sendHtml(res, 422, editorPage(editorState(entry, raw, {}, problems, view)));
    saveDraft(document);
    if (action === 'preview') {
      const preview = new URL('/api/preview', ctx.config.SHOP_URL);
      preview.searchParams.set('token', openPreviewSession(ctx.origin, document.id));
      preview.searchParams.set('documentId', document.id);
      return redirect(res, preview.toString());
    }
    if (action === 'publish') {
      publish(document.id, m);
      return redirect(res, documentPath(document.id, 'published'));
    }
    redirect(res, documentPath(document.id, 'saved'));
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    const current = roomDocument(entry.id) ?? entry;
    sendHtml(
      res,
      409,
      editorPage(editorState(current, rawDocument(current.current, models), {}, [error.say(m)], view)),
    );
  }
}

function documentOf(
  entry: RoomDocument,
  { uid, tags, data }: { uid?: string; tags: string[]; data: StoredDocument['data'] },
): StoredDocument {
  return { ...entry.current, uid: uid ?? null, tags, data };
}

/**
 * A button that changes the form's structure (add a slice or an item, move, remove) reloads the page:
 * what the form then holds is kept as the draft, so an editor who leaves loses neither the slices nor
 * what was typed before. A form that does not read as a document yet (a field in error) is shown back
 * as changed here only, and the editor's script asks before the page is left.
 */
function changeStructure(res: ServerResponse, entry: RoomDocument, raw: RawObject, view: RoomView) {
  const { models } = contentStore.current();
  const model = models.customTypes.get(entry.current.type)!;
  const submission = parseDocumentForm(new URLSearchParams(formEntries(raw)), model, models, view.m);
  if (submission.status === 'success') {
    const document = documentOf(entry, submission.value);
    if (contentProblems(document, view.m).length === 0) {
      saveDraft(document);
      const kept = roomDocument(entry.id) ?? entry;
      return sendHtml(res, 200, editorPage(editorState(kept, raw, {}, [], view, view.m.editor.draftKept)));
    }
  }
  sendHtml(res, 200, editorPage({ ...editorState(entry, raw, {}, [], view), unsaved: true }));
}

function editorState(
  entry: RoomDocument,
  raw: RawObject,
  errors: FormContext['errors'],
  problems: string[],
  { m, here }: RoomView,
  notice?: string,
) {
  const all = roomDocuments().map(({ current }) => current);
  return {
    entry,
    raw,
    problems,
    notice,
    here,
    ctx: {
      m,
      models: contentStore.current().models,
      linkTargets: all.filter((document) => document.lang === entry.current.lang),
      images: libraryImages(all),
      errors,
    },
  };
}

/** The CDN's content images the repository uses: the library the image picker offers. */
function libraryImages(documents: StoredDocument[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const { url } = value as { url?: unknown };
    if (typeof url === 'string' && url.startsWith('/cdn/content/')) found.add(url);
    Object.values(value).forEach(walk);
  };
  documents.forEach((document) => walk(document.data));
  return [...found].sort();
}
