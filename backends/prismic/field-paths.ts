import type { StoredDocument } from './documents';
import { isObject } from './documents';
import { fieldsOf, type ContentModels, type FieldModel } from './models';

/** The values a query path reads from a document, or null when the path does not apply to it. */
export type PathReader = (document: StoredDocument) => unknown[] | null;

export interface ResolvedPath {
  read: PathReader;
  /** The model of the field read, for `my.{type}.{field}` paths. */
  field?: FieldModel;
}

/**
 * Resolves `document.type|id|tags`, `my.{type}.uid`, `my.{type}.{field}` and
 * `my.{type}.{group}.{field}` against the models, as Prismic does: an unknown field is an error,
 * not an empty result. Returns null for a path it does not know.
 */
export function resolvePath(path: string, models: ContentModels): ResolvedPath | null {
  if (path === 'document.type') return { read: (document) => [document.type] };
  if (path === 'document.id') return { read: (document) => [document.id] };
  if (path === 'document.tags') return { read: (document) => document.tags };
  if (path === 'document.first_publication_date')
    return { read: (document) => [Date.parse(document.first_publication_date)] };
  if (path === 'document.last_publication_date')
    return { read: (document) => [Date.parse(document.last_publication_date)] };

  const [prefix, type, fieldName, nestedName, ...rest] = path.split('.');
  if (prefix !== 'my' || !type || !fieldName || rest.length) return null;
  const model = models.customTypes.get(type);
  if (!model) return null;
  const onType = (read: (document: StoredDocument) => unknown[]): PathReader => {
    return (document) => (document.type === type ? read(document) : null);
  };
  const field = fieldsOf(model)[fieldName];
  if (!field) return null;
  if (field.type === 'UID') return nestedName ? null : { read: onType((document) => [document.uid]), field };
  if (!nestedName) return { read: onType((document) => fieldValues(document.data[fieldName], field)), field };

  const nested = field.type === 'Group' ? field.config?.fields?.[nestedName] : undefined;
  if (!nested) return null;
  return {
    field: nested,
    read: onType((document) => {
      const items = document.data[fieldName];
      if (!Array.isArray(items)) return [];
      return items.flatMap((item) => (isObject(item) ? fieldValues(item[nestedName], nested) : []));
    }),
  };
}

/** A field's comparable values: the primitive itself, a link's target, a rich text's plain text. */
function fieldValues(value: unknown, field: FieldModel): unknown[] {
  switch (field.type) {
    case 'Boolean':
      return [typeof value === 'boolean' ? value : (field.config?.default_value ?? false)];
    case 'Link':
      if (!isObject(value)) return [];
      if (value.link_type === 'Document') return [value.id];
      return value.url ? [value.url] : [];
    case 'StructuredText':
      return Array.isArray(value) && value.length ? [plainText(value)] : [];
    case 'Image':
      return isObject(value) && value.url ? [value.url] : [];
    case 'Group':
    case 'Slices':
      return Array.isArray(value) && value.length ? [value] : [];
    default:
      return value === null || value === undefined || value === '' ? [] : [value];
  }
}

function plainText(blocks: unknown[]): string {
  return blocks
    .map((block) => (isObject(block) && typeof block.text === 'string' ? block.text : ''))
    .join('\n');
}

/** Every string in a document, for `fulltext(document, ...)`. */
export function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (isObject(value)) return Object.values(value).flatMap(allText);
  return [];
}
