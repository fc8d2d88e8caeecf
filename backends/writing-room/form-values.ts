import { isObject } from '../prismic/documents';
import type { ContentModels, FieldModel } from '../prismic/models';
import { blocksToMarkup, richTextOptions, type TextBlock } from './rich-text';

/**
 * A form's raw values, nested as conform nests them from the field names: strings, and objects or
 * lists of them. What the form shows, and what field-schema.ts reads back.
 */
export type RawValue = string | undefined | RawValue[] | { [key: string]: RawValue };
export type RawObject = { [key: string]: RawValue };

/** Stored field values (document data, a group item, a slice's primary) as the form's raw values. */
export function rawFields(
  values: unknown,
  fields: Record<string, FieldModel>,
  models: ContentModels,
): RawObject {
  const data = isObject(values) ? values : {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.type !== 'UID')
      .map(([key, field]) => [key, rawField(data[key], field, models)]),
  );
}

function rawField(value: unknown, field: FieldModel, models: ContentModels): RawValue {
  const object = isObject(value) ? value : {};
  const text = (item: unknown) => (typeof item === 'string' ? item : item == null ? '' : String(item));
  switch (field.type) {
    case 'Boolean':
      return (typeof value === 'boolean' ? value : field.config?.default_value === true) ? 'true' : '';
    case 'Timestamp':
      // The form's datetime-local input, in UTC: the stored `+0000` and seconds are the schema's to add.
      return typeof value === 'string' ? value.slice(0, 16) : '';
    case 'StructuredText':
      return blocksToMarkup(
        Array.isArray(value) ? (value as TextBlock[]) : [],
        richTextOptions(field.config),
      );
    case 'Image':
      return { url: text(object.url), alt: text(object.alt), copyright: text(object.copyright) };
    case 'Link':
      return {
        link_type: text(object.link_type ?? 'Any'),
        id: text(object.id),
        url: text(object.url),
        target: text(object.target),
      };
    case 'Embed':
      return { embed_url: text(object.embed_url) };
    case 'Group':
      return (Array.isArray(value) ? value : []).map((item) =>
        rawFields(item, field.config?.fields ?? {}, models),
      );
    case 'Slices':
      return (Array.isArray(value) ? value : []).map((slice) => rawSlice(slice, models));
    default:
      return text(value);
  }
}

function rawSlice(slice: unknown, models: ContentModels): RawObject {
  const stored = isObject(slice) ? slice : {};
  const type = String(stored.slice_type);
  const variation = models.slices
    .get(type)
    ?.variations.find((candidate) => candidate.id === stored.variation);
  return {
    id: String(stored.id ?? ''),
    slice_type: type,
    variation: String(stored.variation ?? ''),
    ...(typeof stored.version === 'string' ? { version: stored.version } : {}),
    primary: rawFields(stored.primary, variation?.primary ?? {}, models),
    items: (Array.isArray(stored.items) ? stored.items : []).map((item) =>
      rawFields(item, variation?.items ?? {}, models),
    ),
  };
}

/** The form field name of a path, as conform reads it: `data.slices[0].primary.title`. */
export function fieldName(path: (string | number)[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

/** A field name back to its path: `data.slices[0].title` → ['data', 'slices', 0, 'title']. */
export function parseFieldName(name: string): (string | number)[] {
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => key ?? Number(index));
}

/** Every input a raw object posts, as name and value: what a browser sends for the rendered form. */
export function formEntries(raw: RawValue, path: (string | number)[] = []): [string, string][] {
  if (raw === undefined) return [];
  if (typeof raw === 'string') return [[fieldName(path), raw]];
  if (Array.isArray(raw)) return raw.flatMap((item, index) => formEntries(item, [...path, index]));
  return Object.entries(raw).flatMap(([key, value]) => formEntries(value, [...path, key]));
}
