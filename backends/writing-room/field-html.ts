import { escapeHtml as e } from '../http';
import type { StoredDocument } from '../prismic/documents';
import type { ContentModels, FieldModel } from '../prismic/models';
import { linkKinds } from './field-schema';
import { fieldName, type RawObject, type RawValue } from './form-values';
import type { RoomMessages } from './messages';
import { richTextOptions } from './rich-text';

/** What every field of one editor form is drawn with. */
export interface FormContext {
  models: ContentModels;
  /** Documents a link field may point at (the edited document's language). */
  linkTargets: StoredDocument[];
  /** Images of the CDN library (every content image the repository uses), for the image picker. */
  images: string[];
  /** Messages by field name, as conform reports them. */
  errors: Record<string, string[] | null | undefined>;
  /** The editor's language's words. */
  m: RoomMessages;
}

type Path = (string | number)[];

/** An input's id, from its name: `data.slices[0].title` → `f-data-slices-0-title`. */
export const inputId = (path: Path) => `f-${path.join('-').replace(/[^\w-]/g, '_')}`;

const labelOf = (key: string, field: FieldModel) => field.config?.label || key.replace(/_/g, ' ');
const asObject = (value: RawValue): RawObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
const asString = (value: RawValue) => (typeof value === 'string' ? value : '');

/** The fields of an object (document data, group item, slice primary), in the model's order. */
export function fieldsHtml(fields: Record<string, FieldModel>, raw: RawObject, path: Path, ctx: FormContext) {
  return Object.entries(fields)
    .filter(([, field]) => field.type !== 'UID')
    .map(([key, field]) => fieldHtml(key, field, raw[key], [...path, key], ctx))
    .join('\n');
}

function errorOf(path: Path, ctx: FormContext): string | undefined {
  return ctx.errors[fieldName(path)]?.[0];
}

/** The message under an input, and the attributes that tie it to the input. */
function problem(path: Path, ctx: FormContext, hint?: string) {
  const message = errorOf(path, ctx);
  const id = inputId(path);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    attributes: `id="${id}" name="${e(fieldName(path))}"${described ? ` aria-describedby="${described}"` : ''}${message ? ' aria-invalid="true"' : ''}`,
    after: `${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}${message ? `<p class="error" id="${id}-error">${e(message)}</p>` : ''}`,
  };
}

function input(label: string, path: Path, value: string, ctx: FormContext, extra = '', hint?: string) {
  const { attributes, after } = problem(path, ctx, hint);
  return `<div class="field"><label for="${inputId(path)}">${e(label)}</label>
<input ${attributes} value="${e(value)}" ${extra}>${after}</div>`;
}

function fieldHtml(key: string, field: FieldModel, raw: RawValue, path: Path, ctx: FormContext): string {
  const label = labelOf(key, field);
  const value = asString(raw);
  switch (field.type) {
    case 'Text':
      return input(label, path, value, ctx, 'type="text"');
    case 'Number':
      return input(label, path, value, ctx, 'type="text" inputmode="decimal"');
    case 'Color':
      return input(label, path, value, ctx, 'type="text" placeholder="#1a1a1a"', e(ctx.m.fields.colourHint));
    case 'Date':
      return input(label, path, value, ctx, 'type="date"');
    case 'Timestamp':
      return input(ctx.m.fields.utc(label), path, value, ctx, 'type="datetime-local"');
    case 'Boolean': {
      const { attributes, after } = problem(path, ctx);
      return `<div class="field check"><input type="checkbox" ${attributes} value="true"${value === 'true' ? ' checked' : ''}>
<label for="${inputId(path)}">${e(label)}</label>${after}</div>`;
    }
    case 'Select': {
      const { attributes, after } = problem(path, ctx);
      const options = ['', ...(field.config?.options ?? [])]
        .map(
          (option) =>
            `<option value="${e(option)}"${option === value ? ' selected' : ''}>${e(option || '—')}</option>`,
        )
        .join('');
      return `<div class="field"><label for="${inputId(path)}">${e(label)}</label><select ${attributes}>${options}</select>${after}</div>`;
    }
    case 'StructuredText':
      return richTextHtml(label, field, path, value, ctx);
    case 'Image':
      return imageHtml(label, path, asObject(raw), ctx);
    case 'Link':
      return linkHtml(label, field, path, asObject(raw), ctx);
    case 'Embed':
      return `<fieldset><legend>${e(label)}</legend>${input(ctx.m.fields.embedAddress, [...path, 'embed_url'], asString(asObject(raw).embed_url), ctx, 'type="url"')}</fieldset>`;
    case 'Group':
      return groupHtml(label, field, path, Array.isArray(raw) ? raw : [], ctx);
    default:
      return '';
  }
}

function richTextHtml(label: string, field: FieldModel, path: Path, value: string, ctx: FormContext) {
  const options = richTextOptions(field.config);
  const words = ctx.m.fields.richText;
  const spans = [
    options.spanTypes.includes('strong') ? words.bold : '',
    options.spanTypes.includes('em') ? words.italic : '',
    options.spanTypes.includes('hyperlink') ? words.link : '',
  ].filter(Boolean);
  const hint = [
    options.single ? words.one : words.many,
    options.blockTypes.length > 1 ? words.blocks : '',
    spans.length ? words.inline(spans.join(', ')) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const { attributes, after } = problem(path, ctx, e(hint));
  const rows = options.single ? 2 : Math.min(16, Math.max(4, value.split('\n').length + 1));
  return `<div class="field"><label for="${inputId(path)}">${e(label)}</label>
<textarea ${attributes} rows="${rows}" data-rich-text="${options.single ? 'single' : 'multi'}" data-types="${e(field.config?.single ?? field.config?.multi ?? '')}">${e(value)}</textarea>${after}</div>`;
}

function imageHtml(label: string, path: Path, raw: RawObject, ctx: FormContext) {
  const url = asString(raw.url);
  const listId = 'cdn-library';
  const preview = url.startsWith('/cdn/')
    ? `<img class="thumb" src="${e(url)}?w=240" alt="" width="120">`
    : '';
  return `<fieldset class="image"><legend>${e(label)}</legend>${preview}
${input(ctx.m.fields.image, [...path, 'url'], url, ctx, `type="text" list="${listId}"`, e(ctx.m.fields.imageHint))}
${input(ctx.m.fields.alt, [...path, 'alt'], asString(raw.alt), ctx, 'type="text"')}
${input(ctx.m.fields.copyright, [...path, 'copyright'], asString(raw.copyright), ctx, 'type="text"')}</fieldset>`;
}

function linkHtml(label: string, field: FieldModel, path: Path, raw: RawObject, ctx: FormContext) {
  const kinds = linkKinds(field);
  const kind = asString(raw.link_type) || 'Any';
  const kindPath = [...path, 'link_type'];
  const kindNames = ctx.m.fields.linkKinds;
  const kindProblem = problem(kindPath, ctx);
  const kindSelect = `<div class="field"><label for="${inputId(kindPath)}">${e(ctx.m.fields.linkTo)}</label><select ${kindProblem.attributes}>${(
    ['Any', ...kinds] as const
  )
    .map(
      (option) =>
        `<option value="${option}"${option === kind ? ' selected' : ''}>${e(kindNames[option])}</option>`,
    )
    .join('')}</select>${kindProblem.after}</div>`;
  const types = field.config?.customtypes;
  const id = asString(raw.id);
  const targets = ctx.linkTargets.filter((document) => !types?.length || types.includes(document.type));
  const idPath = [...path, 'id'];
  const idProblem = problem(idPath, ctx);
  const documents = kinds.includes('Document')
    ? `<div class="field"><label for="${inputId(idPath)}">${e(ctx.m.fields.document)}</label><select ${idProblem.attributes}><option value="">—</option>${targets
        .map(
          (target) =>
            `<option value="${e(target.id)}"${target.id === id ? ' selected' : ''}>${e(documentLabel(target, ctx.m))}</option>`,
        )
        .join(
          '',
        )}${id && !targets.some((target) => target.id === id) ? `<option value="${e(id)}" selected>${e(id)}</option>` : ''}</select>${idProblem.after}</div>`
    : '';
  const address = kinds.some((option) => option !== 'Document')
    ? input(
        ctx.m.fields.address,
        [...path, 'url'],
        asString(raw.url),
        ctx,
        'type="text"',
        kinds.includes('Media') ? e(ctx.m.fields.mediaHint) : undefined,
      )
    : '';
  const target = kinds.includes('Web')
    ? `<div class="field check"><input type="checkbox" id="${inputId([...path, 'target'])}" name="${e(fieldName([...path, 'target']))}" value="_blank"${asString(raw.target) === '_blank' ? ' checked' : ''}><label for="${inputId([...path, 'target'])}">${e(ctx.m.fields.newTab)}</label></div>`
    : '';
  return `<fieldset class="link"><legend>${e(label)}</legend>${kindSelect}${documents}${address}${target}</fieldset>`;
}

/** How a document is named in lists and pickers: its type, URL segment and language. */
export function documentLabel(document: StoredDocument, m: RoomMessages): string {
  return `${document.type} · ${document.uid ?? m.editor.single} · ${document.lang}`;
}

/** A button that changes the form's structure (add, move, remove) before anything is saved. */
export function intentButton(intent: string, text: string, label?: string) {
  return `<button type="submit" name="intent" value="${e(intent)}" class="small"${label ? ` aria-label="${e(label)}"` : ''}>${text}</button>`;
}

/** Up, down and remove for the item at `path` of a list of `count`. */
export function itemControls(path: Path, index: number, count: number, what: string, m: RoomMessages) {
  const at = fieldName(path);
  const words = m.fields;
  return `<div class="controls">${index > 0 ? intentButton(`up:${at}`, e(words.up), words.moveUp(what)) : ''}${
    index < count - 1 ? intentButton(`down:${at}`, e(words.down), words.moveDown(what)) : ''
  }${intentButton(`remove:${at}`, e(words.remove), words.removeWhat(what))}</div>`;
}

function groupHtml(label: string, field: FieldModel, path: Path, items: RawValue[], ctx: FormContext) {
  const fields = field.config?.fields ?? {};
  const body = items
    .map((item, index) => {
      const what = ctx.m.fields.groupItem(label, index + 1);
      return `<fieldset class="item"><legend>${e(what)}</legend>${fieldsHtml(fields, asObject(item), [...path, index], ctx)}${itemControls([...path, index], index, items.length, what, ctx.m)}</fieldset>`;
    })
    .join('\n');
  return `<fieldset class="group"><legend>${e(label)} (${items.length})</legend>${body}
${intentButton(`add:${fieldName(path)}`, e(ctx.m.fields.addItemTo(label)))}</fieldset>`;
}
