import { escapeHtml as e } from '../http';
import { allText } from '../prismic/field-paths';
import { repositoryLanguages } from '../prismic/languages';
import { fieldsOf, type ContentModels } from '../prismic/models';
import { documentLabel, fieldsHtml, inputId, type FormContext } from './field-html';
import { parseFieldName, type RawObject } from './form-values';
import type { RoomMessages } from './messages';
import { editorScriptPath } from './editor/bundle';
import { linkTargetsId } from './editor/link-dialog';
import { roomRoot } from './room-root';
import { sliceZoneHtml } from './slice-zone';
import type { RoomDocument } from './workspace';

/** Where the language switch posts, under the room's root. */
export const languageRoute = 'language';

const style = `h1{overflow-wrap:anywhere}body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
a{color:#0b4f9c}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
.field{margin:.6rem 0}.field label{display:block;font-weight:600}.check{display:flex;gap:.5rem;align-items:center}.check label{font-weight:400}
input[type=text],input[type=url],input[type=date],input[type=datetime-local],input[type=search],select,textarea{font:inherit;width:100%;box-sizing:border-box;padding:.35rem;border:1px solid #767676;border-radius:3px}
textarea{font-family:ui-monospace,monospace;font-size:.9rem}fieldset{min-width:0;border:1px solid #bbb;border-radius:4px;margin:.8rem 0;padding:.5rem 1rem}legend{font-weight:700;padding:0 .3rem}
.hint{color:#555;font-size:.875rem;margin:.2rem 0}.error{color:#b00020;font-weight:600;margin:.2rem 0}[aria-invalid=true]{border-color:#b00020;border-width:2px}
button{font:inherit;padding:.35rem .8rem;border:1px solid #1a1a1a;border-radius:3px;background:#fff;cursor:pointer}button.primary{background:#1a1a1a;color:#fff}button.small{font-size:.875rem;padding:.15rem .5rem}
:focus-visible{outline:3px solid #0b4f9c;outline-offset:2px}.toolbar select{width:auto}.top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem}.top p{margin:0}[aria-pressed=true]{background:#1a1a1a;color:#fff}.toolbar{position:sticky;top:0;background:#f4f4f4;padding:.6rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;z-index:1;border-bottom:1px solid #ccc}
.notice{background:#e8f3e8;border-left:4px solid #2e7d32;padding:.5rem 1rem}.summary{background:#fdecee;border-left:4px solid #b00020;padding:.5rem 1rem}
.controls{display:flex;gap:.4rem;margin:.4rem 0}.thumb{float:right;margin-left:1rem}.shot{border:1px solid #ccc;background:#fff}.slice-head{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
.choices{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.6rem}.choices label{display:flex;flex-direction:column;gap:.2rem}
.status{font-size:.875rem;padding:.1rem .4rem;border-radius:3px;background:#eee}.filters{display:flex;flex-wrap:wrap;gap:.6rem;align-items:end}.filters .field{flex:1 1 10rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rich-editor{border:1px solid #767676;border-radius:3px}.rich-toolbar{display:flex;flex-wrap:wrap;gap:.3rem;padding:.3rem;border-bottom:1px solid #ccc;background:#f4f4f4}
.rich-toolbar .strong{font-weight:700}.rich-toolbar .em{font-style:italic}.rich-text{padding:.35rem .6rem;min-height:2.5rem;white-space:pre-wrap;overflow-wrap:anywhere}.rich-text>:first-child{margin-top:0}.rich-text>:last-child{margin-bottom:0}
.link-dialog{max-width:min(32rem,calc(100vw - 2rem));border:1px solid #1a1a1a;border-radius:4px}.link-dialog::backdrop{background:rgb(0 0 0/.4)}.link-dialog h2{margin-top:0}
html:has(form>.toolbar){scroll-padding-top:calc(var(--actions-bar,3.5rem) + .5rem)}.field :is(input,select,textarea,[contenteditable]){scroll-margin-top:2.5rem}
@media (max-width:40rem){.toolbar{position:static}html:has(form>.toolbar){scroll-padding-top:0}}`;

/** Where a page of the room is drawn: the editor's language, and the address it was asked at. */
export interface RoomView {
  m: RoomMessages;
  /** The page's path and query, where the language switch comes back to. */
  here: string;
}

/** The room's languages, each named in itself. */
const switchLanguages = [
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'Français' },
] as const;

/** A page of the room, in the editor's language, with the switch to the other. */
function layout(title: string, body: string, { m, here }: RoomView): string {
  const switches = switchLanguages
    .map(
      ({ id, name }) =>
        `<button type="submit" name="lang" value="${id}" lang="${id}" class="small" aria-pressed="${id === m.lang}">${name}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${m.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)} · ${e(m.room)}</title><style>${style}</style></head>
<body>
<header class="top"><p><a href="${roomRoot}">${e(m.room)}</a> · ${e(m.tagline)}</p>
<form method="post" action="${roomRoot}/${languageRoute}" role="group" aria-label="${e(m.languageSwitch)}" class="controls"><input type="hidden" name="back" value="${e(here)}">${switches}</form></header>
<main>
${body}
</main>
</body>
</html>`;
}

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${e(value)}"${selected ? ' selected' : ''}>${e(label)}</option>`;

function statusOf(entry: RoomDocument, m: RoomMessages): string {
  if (!entry.published) return m.status.draft;
  return entry.draft ? m.status.changed : m.status.published;
}

/** A repository language named in the editor's language (`fr-fr` → "French (France)"). */
function languageName(id: string, m: RoomMessages): string {
  return new Intl.DisplayNames([m.lang], { type: 'language' }).of(id) ?? id;
}

export interface ListFilters {
  type: string;
  lang: string;
  q: string;
}

/**
 * The form to start a document, first (the list is hundreds of rows long), then the documents by type
 * and language, with a search over their text.
 */
export function listPage(
  entries: RoomDocument[],
  models: ContentModels,
  filters: ListFilters,
  view: RoomView,
  notice?: string,
) {
  const { m } = view;
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter(({ current }) => {
    if (filters.type && current.type !== filters.type) return false;
    if (filters.lang && current.lang !== filters.lang) return false;
    const text = [current.id, current.uid ?? '', ...allText(current.data)].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const types = [...models.customTypes.values()].sort((a, b) => a.label.localeCompare(b.label));
  const typeOptions = (selected: string) =>
    types.map((model) => option(model.id, `${model.label} (${model.id})`, model.id === selected)).join('');
  const langOptions = (selected: string) =>
    repositoryLanguages
      .map((language) => option(language.id, languageName(language.id, m), language.id === selected))
      .join('');
  const rows = shown
    .map(({ id, current, ...entry }) => {
      const title = titleOf(current.data);
      return `<tr><td><a href="${roomRoot}/documents/${encodeURIComponent(id)}">${e(title || current.uid || current.type)}</a></td><td>${e(current.type)}</td><td>${e(current.uid ?? '—')}</td><td>${e(current.lang)}</td><td><span class="status">${e(statusOf({ id, current, ...entry }, m))}</span></td></tr>`;
    })
    .join('\n');
  const { list } = m;
  const columns = list.columns;
  return layout(
    list.title,
    `<h1>${e(list.title)}</h1>
${notice ? `<p class="notice" role="status">${e(notice)}</p>` : ''}
<h2>${e(list.newDocument)}</h2>
<form method="post" action="${roomRoot}/new" class="filters">
<div class="field"><label for="new-type">${e(list.type)}</label><select id="new-type" name="type">${typeOptions('')}</select></div>
<div class="field"><label for="new-lang">${e(list.language)}</label><select id="new-lang" name="lang">${langOptions('en-us')}</select></div>
<div class="field"><label for="new-uid">${e(columns.uid)}</label><input type="text" id="new-uid" name="uid" aria-describedby="new-uid-hint"><p class="hint" id="new-uid-hint">${e(list.uidHint)}</p></div>
<button type="submit" class="primary">${e(list.create)}</button></form>
<h2>${e(list.find)}</h2>
<form method="get" action="${roomRoot}" class="filters" role="search" aria-label="${e(list.title)}">
<div class="field"><label for="type">${e(list.type)}</label><select id="type" name="type"><option value="">${e(list.allTypes)}</option>${typeOptions(filters.type)}</select></div>
<div class="field"><label for="lang">${e(list.language)}</label><select id="lang" name="lang"><option value="">${e(list.allLanguages)}</option>${langOptions(filters.lang)}</select></div>
<div class="field"><label for="q">${e(list.search)}</label><input type="search" id="q" name="q" value="${e(filters.q)}"></div>
<button type="submit">${e(list.show)}</button></form>
<p role="status">${e(list.shown(shown.length, entries.length))}</p>
<div class="scroll" role="region" aria-label="${e(list.title)}" tabindex="0"><table><caption class="visually-hidden">${e(list.title)}</caption><thead><tr><th scope="col">${e(columns.title)}</th><th scope="col">${e(columns.type)}</th><th scope="col">${e(columns.uid)}</th><th scope="col">${e(columns.language)}</th><th scope="col">${e(columns.status)}</th></tr></thead>
<tbody>${rows}</tbody></table></div>
<h2>${e(list.startAgain)}</h2>
<form method="post" action="${roomRoot}/reset"><p>${e(list.resetExplained)}</p>
<button type="submit">${e(list.reset)}</button></form>`,
    view,
  );
}

/** A document's title for lists: its first title-like text. */
function titleOf(data: Record<string, unknown>): string {
  for (const key of ['title', 'heading', 'name', 'meta_title']) {
    const value = data[key];
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && typeof value[0]?.text === 'string') return value[0].text as string;
  }
  return '';
}

export interface EditorState {
  entry: RoomDocument;
  raw: RawObject;
  ctx: FormContext;
  /** Problems found when the content was checked as a whole (a URL segment used twice…). */
  problems: string[];
  notice?: string;
  /** The form holds changes not saved yet (after an add, move or remove). */
  unsaved?: boolean;
  /** The address the editor is at, for the language switch. */
  here: string;
}

/** The editor: the document's envelope, its fields, its slice zones, and what can be done with it. */
export function editorPage({ entry, raw, ctx, problems, notice, unsaved, here }: EditorState) {
  const document = entry.current;
  const { m } = ctx;
  const words = m.editor;
  const model = ctx.models.customTypes.get(document.type)!;
  const fields = fieldsOf(model);
  const data = (raw.data ?? {}) as RawObject;
  const plain = Object.fromEntries(Object.entries(fields).filter(([, field]) => field.type !== 'Slices'));
  const zones = Object.entries(fields)
    .filter(([, field]) => field.type === 'Slices')
    .map(([key, field]) =>
      sliceZoneHtml(field.config?.label || 'Slices', field, ['data', key], data[key], ctx),
    )
    .join('\n');
  const errorList = [
    ...problems.map((problem) => `<li>${e(problem)}</li>`),
    ...Object.entries(ctx.errors).flatMap(([name, messages]) =>
      (messages ?? []).map(
        (message) => `<li><a href="#${inputIdOfName(name)}">${e(nameLabel(name))}: ${e(message)}</a></li>`,
      ),
    ),
  ];
  const otherLanguages = repositoryLanguages.filter((language) => language.id !== document.lang);
  const uid = String(raw.uid ?? '');
  const uidError = ctx.errors.uid?.[0];
  const button = (action: string, text: string, extra = '') =>
    `<button type="submit" name="action" value="${action}"${extra}>${e(text)}</button>`;
  return layout(
    documentLabel(document, m),
    `<h1>${e(documentLabel(document, m))}</h1>
<p><span class="status">${e(statusOf(entry, m))}</span> · ${e(words.id)} <code>${e(document.id)}</code> · ${e(words.group)} <code>${e(document.grouplang)}</code></p>
${notice ? `<p class="notice" role="status">${e(notice)}</p>` : ''}
${unsaved ? `<p class="notice" role="status">${e(words.unsaved)}</p>` : ''}
${errorList.length ? `<div class="summary" role="alert" tabindex="-1" id="problems"><h2>${e(words.fixFirst(errorList.length))}</h2><ul>${errorList.join('')}</ul></div>` : ''}
<form method="post" action="${roomRoot}/documents/${encodeURIComponent(document.id)}" novalidate data-editor${unsaved ? ' data-unsaved' : ''}>
<div class="toolbar" role="group" aria-label="${e(words.actions)}">
${button('save', words.save, ' class="primary"')}
${button('preview', words.preview)}
${button('publish', words.publish)}
${entry.published ? button('unpublish', words.unpublish) : ''}
${document.uid !== null ? button('duplicate', words.duplicate) : ''}
<label for="translate-lang" class="visually-hidden">${e(words.translationLanguage)}</label>
<select id="translate-lang" name="translate-lang">${otherLanguages.map((language) => option(language.id, languageName(language.id, m), false)).join('')}</select>
${button('translate', words.translate)}
${button('delete', words.delete)}
</div>
<datalist id="cdn-library">${ctx.images.map((image) => `<option value="${e(image)}"></option>`).join('')}</datalist>
<template id="${linkTargetsId}">${ctx.linkTargets.map((target) => option(target.id, documentLabel(target, m), false)).join('')}</template>
${
  model.repeatable
    ? `<div class="field"><label for="f-uid">${e(words.uid)}</label><input type="text" id="f-uid" name="uid" value="${e(uid)}"${uidError ? ' aria-invalid="true" aria-describedby="f-uid-error"' : ''}>${uidError ? `<p class="error" id="f-uid-error">${e(uidError)}</p>` : ''}</div>`
    : ''
}
<div class="field"><label for="f-tags">${e(words.tags)}</label><input type="text" id="f-tags" name="tags" value="${e(String(raw.tags ?? ''))}" aria-describedby="f-tags-hint"><p class="hint" id="f-tags-hint">${e(words.tagsHint)}</p></div>
${fieldsHtml(plain, data, ['data'], ctx)}
${zones}
</form>
<script type="module" src="${roomRoot}/${editorScriptPath}"></script>`,
    { m, here },
  );
}

/** The id of the input a conform error name belongs to (the editor's inputs are named the same way). */
function inputIdOfName(name: string): string {
  if (name === 'uid' || name === 'tags') return `f-${name}`;
  return inputId(parseFieldName(name));
}

/** An error's field named for the summary: `data.slices[0].primary.title` → `slices 1 › primary › title`. */
function nameLabel(name: string): string {
  return name
    .replace(/^data\./, '')
    .replace(/\[(\d+)\]/g, (_, index: string) => ` ${Number(index) + 1}`)
    .replace(/\./g, ' › ');
}

/** Asks before a delete, on a page of its own (no script needed). */
export function confirmDeletePage(entry: RoomDocument, view: RoomView) {
  const document = entry.current;
  const words = view.m.confirmDelete;
  const said = [entry.published ? words.published : '', words.forgotten].filter(Boolean).join(' ');
  return layout(
    words.title,
    `<h1>${e(words.question(documentLabel(document, view.m)))}</h1>
<p>${e(said)}</p>
<form method="post" action="${roomRoot}/documents/${encodeURIComponent(document.id)}">
<button type="submit" name="action" value="delete-confirmed" class="primary">${e(words.confirm)}</button>
<a href="${roomRoot}/documents/${encodeURIComponent(document.id)}">${e(words.keep)}</a></form>`,
    view,
  );
}
