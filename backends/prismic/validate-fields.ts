import type { StoredDocument } from './documents';
import { isObject } from './documents';
import type { ContentModels, FieldModel } from './models';

export interface FieldCheck {
  models: ContentModels;
  /** The documents a link may point to; without it, link targets are not checked. */
  byId?: Map<string, StoredDocument>;
  report: (message: string) => void;
}

const textBlocks = [
  'heading1',
  'heading2',
  'heading3',
  'heading4',
  'heading5',
  'heading6',
  'paragraph',
  'preformatted',
  'list-item',
  'o-list-item',
];
const spanTypes = ['strong', 'em', 'hyperlink', 'label'];
const hexColor = /^#[0-9a-fA-F]{6}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Fixed names: a CDN image named `...-{W}x{H}.jpg` has those dimensions, any other 1600x2000. */
const sizedImageName = /-(\d+)x(\d+)\.\w+$/;
const defaultImageSize = { width: 1600, height: 2000 };

/** Checks an object of field values (document data, group item, slice primary) against its fields. */
export function validateData(
  data: unknown,
  fields: Record<string, FieldModel>,
  path: string,
  check: FieldCheck,
) {
  if (!isObject(data)) return check.report(`${path} must be an object`);
  for (const [key, value] of Object.entries(data)) {
    const field = fields[key];
    if (!field) check.report(`${path}.${key} is not a field of the model`);
    else if (field.type === 'UID') check.report(`${path}.${key}: the uid lives on the document, not in data`);
    else validateField(value, field, `${path}.${key}`, check);
  }
}

/** Checks one value against its field model, in the shape the Content API returns it. */
function validateField(value: unknown, field: FieldModel, path: string, check: FieldCheck) {
  const fail = (message: string) => check.report(`${path}: ${message}`);
  const config = field.config ?? {};
  switch (field.type) {
    case 'Text':
      if (value !== null && typeof value !== 'string') fail('Key Text must be a string or null');
      return;
    case 'Select':
      if (value !== null && !(typeof value === 'string' && config.options?.includes(value)))
        fail(`Select must be one of ${JSON.stringify(config.options)} or null`);
      return;
    case 'Boolean':
      if (typeof value !== 'boolean') fail('Boolean must be true or false');
      return;
    case 'Number':
      if (value !== null && !(typeof value === 'number' && Number.isFinite(value)))
        fail('Number must be a number or null');
      return;
    case 'Color':
      if (value !== null && !(typeof value === 'string' && hexColor.test(value)))
        fail('Color must be #rrggbb or null');
      return;
    case 'Date':
      if (value !== null && !(typeof value === 'string' && isoDate.test(value)))
        fail('Date must be YYYY-MM-DD or null');
      return;
    case 'Timestamp':
      if (value !== null && !(typeof value === 'string' && !Number.isNaN(Date.parse(value))))
        fail('Timestamp must be an ISO date-time or null');
      return;
    case 'StructuredText':
      return validateRichText(value, field, path, check);
    case 'Image':
      return validateImage(value, path, check);
    case 'Link':
      return validateLink(value, field, path, check);
    case 'Embed':
      if (!isObject(value)) return fail('Embed must be an object');
      if (
        Object.keys(value).length &&
        !(typeof value.embed_url === 'string' && /^https:\/\//.test(value.embed_url))
      )
        fail('an embed needs an https embed_url');
      return;
    case 'Group':
      if (!Array.isArray(value)) return fail('Group must be a list of items');
      value.forEach((item, index) => validateData(item, config.fields ?? {}, `${path}[${index}]`, check));
      return;
    case 'Slices':
      if (!Array.isArray(value)) return fail('Slices must be a list');
      value.forEach((slice, index) => validateSlice(slice, field, `${path}[${index}]`, check));
      return;
    default:
      fail(`field type ${field.type} is not supported by the local backend's validator yet`);
  }
}

function validateRichText(value: unknown, field: FieldModel, path: string, check: FieldCheck) {
  if (!Array.isArray(value)) return check.report(`${path}: StructuredText must be a list of blocks`);
  const options = (field.config?.single ?? field.config?.multi ?? '').split(',');
  if (field.config?.single && value.length > 1)
    check.report(`${path}: a single-block rich text has one block`);
  value.forEach((block, index) => {
    const at = `${path}[${index}]`;
    if (!isObject(block) || typeof block.type !== 'string')
      return check.report(`${at}: a block needs a type`);
    if (!options.includes(block.type))
      return check.report(`${at}: block type ${block.type} is not allowed here`);
    if (block.type === 'image') return validateImage(block, at, check);
    if (!textBlocks.includes(block.type))
      return check.report(`${at}: block type ${block.type} is not supported`);
    if (typeof block.text !== 'string' || !block.text.trim())
      return check.report(`${at}: a text block needs text`);
    if (!Array.isArray(block.spans)) return check.report(`${at}: spans must be a list`);
    const textLength = block.text.length;
    block.spans.forEach((span, spanIndex) => {
      const spanAt = `${at}.spans[${spanIndex}]`;
      if (!isObject(span) || typeof span.type !== 'string' || !spanTypes.includes(span.type))
        return check.report(`${spanAt}: unknown span`);
      if (!options.includes(span.type) && span.type !== 'label')
        check.report(`${spanAt}: ${span.type} is not allowed here`);
      const { start, end } = span;
      if (
        typeof start !== 'number' ||
        typeof end !== 'number' ||
        start < 0 ||
        end > textLength ||
        start >= end
      )
        check.report(`${spanAt}: start and end must lie within the text`);
      if (span.type === 'hyperlink') validateLink(span.data, { type: 'Link' }, `${spanAt}.data`, check);
    });
  });
}

function validateImage(value: unknown, path: string, check: FieldCheck) {
  if (!isObject(value)) return check.report(`${path}: Image must be an object`);
  if (Object.keys(value).length === 0) return;
  const { url, dimensions, alt, copyright } = value;
  if (typeof url !== 'string' || !url.startsWith('/cdn/'))
    return check.report(`${path}: image url must be a local CDN path (/cdn/content/...)`);
  if (!isObject(dimensions) || typeof dimensions.width !== 'number' || typeof dimensions.height !== 'number')
    return check.report(`${path}: image needs dimensions {width, height}`);
  const named = sizedImageName.exec(url);
  const expected = named ? { width: Number(named[1]), height: Number(named[2]) } : defaultImageSize;
  if (dimensions.width !== expected.width || dimensions.height !== expected.height)
    check.report(`${path}: dimensions must be ${expected.width}x${expected.height}, as the file name says`);
  if (typeof alt !== 'string' || !alt.trim()) check.report(`${path}: image needs an alt text`);
  if (copyright !== null && copyright !== undefined && typeof copyright !== 'string')
    check.report(`${path}: copyright must be a string or null`);
}

function validateLink(value: unknown, field: FieldModel, path: string, check: FieldCheck) {
  if (!isObject(value) || typeof value.link_type !== 'string')
    return check.report(`${path}: Link needs a link_type`);
  const select = field.config?.select ?? null;
  const allowed = {
    Any: true,
    Document: !select || select === 'document',
    Web: !select || select === 'web',
    Media: !select || select === 'media',
  };
  if (!(value.link_type in allowed) || !allowed[value.link_type as keyof typeof allowed])
    return check.report(`${path}: link_type ${value.link_type} is not allowed here`);
  if (
    value.link_type === 'Web' &&
    !(typeof value.url === 'string' && /^(https?:|mailto:|tel:)/.test(value.url))
  )
    check.report(`${path}: a web link needs an absolute url`);
  if (value.link_type === 'Media' && !(typeof value.url === 'string' && value.url.startsWith('/cdn/')))
    check.report(`${path}: a media link needs a local CDN url`);
  if (value.link_type === 'Document' && check.byId) {
    const target = typeof value.id === 'string' ? check.byId.get(value.id) : undefined;
    if (!target) return check.report(`${path}: links to a document that does not exist`);
    const types = field.config?.customtypes;
    if (types?.length && !types.includes(target.type))
      check.report(`${path}: cannot link to a ${target.type}`);
  }
}

function validateSlice(slice: unknown, field: FieldModel, path: string, check: FieldCheck) {
  if (!isObject(slice)) return check.report(`${path}: a slice must be an object`);
  const sliceType = String(slice.slice_type);
  if (field.config?.choices?.[sliceType]?.type !== 'SharedSlice')
    return check.report(`${path}: slice ${sliceType} is not accepted by this slice zone`);
  const model = check.models.slices.get(sliceType);
  if (!model) return check.report(`${path}: slice ${sliceType} has no model in slices/`);
  const variation = model.variations.find((candidate) => candidate.id === slice.variation);
  if (!variation) return check.report(`${path}: ${sliceType} has no variation '${String(slice.variation)}'`);
  if (typeof slice.id !== 'string' || !slice.id.startsWith(`${sliceType}$`))
    check.report(`${path}: slice id must look like ${sliceType}$unique-part`);
  if (slice.slice_label !== null) check.report(`${path}: slice_label must be null for shared slices`);
  const known = ['id', 'slice_type', 'slice_label', 'variation', 'version', 'primary', 'items'];
  for (const key of Object.keys(slice))
    if (!known.includes(key)) check.report(`${path}.${key} is not a slice key`);
  validateData(slice.primary ?? {}, variation.primary ?? {}, `${path}.primary`, check);
  if (slice.items !== undefined && !Array.isArray(slice.items))
    return check.report(`${path}.items must be a list`);
  (slice.items ?? []).forEach((item, index) =>
    validateData(item, variation.items ?? {}, `${path}.items[${index}]`, check),
  );
}
