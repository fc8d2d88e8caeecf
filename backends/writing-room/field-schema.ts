import { z } from 'zod';
import { parseCdnPath } from '../cdn/paths';
import type { ContentModels, FieldModel } from '../prismic/models';
import type { RoomMessages } from './messages';
import { isWebAddress, markupToBlocks, richTextOptions } from './rich-text';

/**
 * Zod schemas built from Slice Machine's models that read the writing room's form (its raw strings,
 * nested by conform from names such as `data.slices[0].primary.title`) into the Content API's stored
 * format, with messages an editor can act on. form-values.ts does the reverse.
 */

const raw = z.string().optional();
const isBlank = (value: string | undefined): value is undefined | '' => !value?.trim();
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const hexColor = /^#[0-9a-fA-F]{6}$/;
/** Prismic's image editor's crop settings: the room keeps the whole picture. */
const uncropped = { x: 0, y: 0, zoom: 1, background: 'transparent' };

const rawLink = z
  .object({ link_type: raw, id: raw, url: raw, target: raw })
  .optional()
  .transform((value) => value ?? {});
const rawImage = z
  .object({ url: raw, alt: raw, copyright: raw })
  .optional()
  .transform((value) => value ?? {});

/** The schema of one field of a custom type, group or slice. */
function fieldSchema(field: FieldModel, models: ContentModels, m: RoomMessages): z.ZodType {
  const config = field.config ?? {};
  const say = m.errors;
  switch (field.type) {
    case 'Text':
      return raw.transform((value) => (isBlank(value) ? null : value));
    case 'Select':
      return raw.transform((value, ctx) => {
        if (isBlank(value)) return null;
        if (config.options?.includes(value)) return value;
        ctx.issues.push(issue(value, say.select(config.options?.join(', ') ?? '')));
        return z.NEVER;
      });
    case 'Boolean':
      return raw.transform((value) => value === 'true');
    case 'Number':
      return raw.transform((value, ctx) => {
        if (isBlank(value)) return null;
        const number = Number(value);
        if (Number.isFinite(number)) return number;
        ctx.issues.push(issue(value, say.number));
        return z.NEVER;
      });
    case 'Color':
      return pattern(hexColor, say.colour);
    case 'Date':
      return raw.transform((value, ctx) => {
        if (isBlank(value)) return null;
        if (isoDate.test(value) && !Number.isNaN(Date.parse(value))) return value;
        ctx.issues.push(issue(value, say.date));
        return z.NEVER;
      });
    case 'Timestamp':
      return raw.transform((value, ctx) => {
        if (isBlank(value)) return null;
        const time = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
        if (time && !Number.isNaN(Date.parse(`${value}Z`)))
          return `${time[1]}T${time[2]}${time[3] ?? ':00'}+0000`;
        ctx.issues.push(issue(value, say.timestamp));
        return z.NEVER;
      });
    case 'StructuredText': {
      const options = richTextOptions(config);
      return raw.transform((value, ctx) => {
        const parsed = markupToBlocks(value ?? '', options, m.richText);
        if (parsed.ok) return parsed.blocks;
        ctx.issues.push(issue(value, parsed.message));
        return z.NEVER;
      });
    }
    case 'Image':
      return imageSchema(say);
    case 'Link':
      return linkSchema(field, say);
    case 'Embed':
      return z
        .object({ embed_url: raw })
        .optional()
        .transform((value, ctx) => {
          const url = value?.embed_url?.trim();
          if (!url) return {};
          if (/^https:\/\//.test(url)) return { embed_url: url };
          ctx.issues.push({
            ...issue(url, say.embed),
            path: ['embed_url'],
          });
          return z.NEVER;
        });
    case 'Group':
      return z
        .array(fieldsSchema(config.fields ?? {}, models, m))
        .optional()
        .transform((items) => items ?? []);
    case 'Slices':
      return slicesSchema(field, models, m);
    default:
      throw new Error(`The writing room has no form for ${field.type} fields yet`);
  }
}

/** An object of fields (document data, group item, slice primary), UID fields left to the envelope. */
export function fieldsSchema(fields: Record<string, FieldModel>, models: ContentModels, m: RoomMessages) {
  const shape = Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.type !== 'UID')
      .map(([key, field]) => [key, fieldSchema(field, models, m)]),
  );
  // Absent when the form has no input for any of them (an empty group item, a slice with no fields).
  return z.preprocess((value) => value ?? {}, z.object(shape));
}

function issue(input: unknown, message: string) {
  return { code: 'custom' as const, input, message };
}

function pattern(format: RegExp, message: string) {
  return raw.transform((value, ctx) => {
    if (isBlank(value)) return null;
    if (format.test(value)) return value;
    ctx.issues.push(issue(value, message));
    return z.NEVER;
  });
}

const imageSchema = (say: RoomMessages['errors']) =>
  rawImage.transform((value, ctx) => {
    const url = value.url?.trim();
    if (!url) return {};
    const image = parseCdnPath(url);
    if (!image || image.folder !== 'content') {
      ctx.issues.push({
        ...issue(url, say.image),
        path: ['url'],
      });
      return z.NEVER;
    }
    if (isBlank(value.alt)) {
      ctx.issues.push({
        ...issue(value.alt, say.alt),
        path: ['alt'],
      });
      return z.NEVER;
    }
    return {
      dimensions: { width: image.width, height: image.height },
      alt: value.alt,
      copyright: isBlank(value.copyright) ? null : value.copyright,
      url,
      id: image.name.replace(/-\d+x\d+$/, ''),
      edit: uncropped,
    };
  });

function linkSchema(field: FieldModel, say: RoomMessages['errors']) {
  const allowed = linkKinds(field);
  return rawLink.transform((value, ctx) => {
    const kind = value.link_type || 'Any';
    const fail = (path: string, message: string) => {
      ctx.issues.push({ ...issue(value, message), path: [path] });
      return z.NEVER;
    };
    if (kind === 'Any') return { link_type: 'Any' };
    if (!allowed.includes(kind as LinkKind)) return fail('link_type', say.linkKind);
    if (kind === 'Document') {
      if (isBlank(value.id)) return fail('id', say.linkDocument);
      return { link_type: 'Document', id: value.id };
    }
    const url = value.url?.trim() ?? '';
    if (kind === 'Media') {
      if (!url.startsWith('/cdn/')) return fail('url', say.linkMedia);
      const name = url.slice(url.lastIndexOf('/') + 1);
      return { link_type: 'Media', kind: 'file', name, url, size: '0' };
    }
    if (!isWebAddress(url)) return fail('url', say.linkWeb);
    return { link_type: 'Web', url, ...(value.target === '_blank' ? { target: '_blank' } : {}) };
  });
}

export type LinkKind = 'Document' | 'Web' | 'Media';

/** The kinds of link a Link field accepts (Prismic's `select`: one kind, or any when unset). */
export function linkKinds(field: FieldModel): LinkKind[] {
  const select = field.config?.select;
  if (select === 'document') return ['Document'];
  if (select === 'web') return ['Web'];
  if (select === 'media') return ['Media'];
  return ['Document', 'Web', 'Media'];
}

const rawSlice = z.looseObject({ id: raw, slice_type: raw, variation: raw, version: raw });

/** A slice zone: each slice read with its own variation's fields, in the order the form sends them. */
function slicesSchema(field: FieldModel, models: ContentModels, m: RoomMessages) {
  const choices = field.config?.choices ?? {};
  return z
    .array(rawSlice)
    .optional()
    .transform((slices, ctx) =>
      (slices ?? []).map((slice, index) => {
        const type = slice.slice_type ?? '';
        const model = choices[type] ? models.slices.get(type) : undefined;
        const variation = model?.variations.find((candidate) => candidate.id === slice.variation);
        if (!variation) {
          ctx.issues.push({ ...issue(type, m.errors.slice(type)), path: [index] });
          return z.NEVER;
        }
        const primary = fieldsSchema(variation.primary ?? {}, models, m).safeParse(slice.primary);
        const items = z
          .array(fieldsSchema(variation.items ?? {}, models, m))
          .optional()
          .safeParse(slice.items);
        for (const [key, result] of [
          ['primary', primary],
          ['items', items],
        ] as const)
          for (const problem of result.error?.issues ?? [])
            ctx.issues.push({ ...problem, path: [index, key, ...problem.path] } as never);
        return {
          id: slice.id ?? '',
          slice_type: type,
          slice_label: null,
          variation: variation.id,
          ...(slice.version ? { version: slice.version } : {}),
          primary: primary.data ?? {},
          items: items.data ?? [],
        };
      }),
    );
}
