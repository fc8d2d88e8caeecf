import type { JsonObject, StoredDocument } from './documents';
import { isObject } from './documents';
import type { ContentSnapshot } from './content-store';
import { emptyValue } from './empty-values';
import { fieldsOf, type FieldModel } from './models';
import { resolveUrl, type RouteResolver } from './routes';

export interface PresentOptions {
  snapshot: ContentSnapshot;
  /** This backend's origin: stored image and media paths become URLs on it. */
  origin: string;
  routes: RouteResolver[];
  brokenRoute: string | null;
  /** Search URL of one document, for `href`. */
  hrefOf: (document: StoredDocument) => string;
}

/** A stored document as the Content API returns it, every field of its model present. */
export function presentDocument(document: StoredDocument, options: PresentOptions) {
  const { snapshot } = options;
  const model = snapshot.models.customTypes.get(document.type);
  const fields = model ? fieldsOf(model) : {};
  return {
    id: document.id,
    uid: document.uid,
    url: urlOf(document, options),
    type: document.type,
    href: options.hrefOf(document),
    tags: document.tags,
    first_publication_date: document.first_publication_date,
    last_publication_date: document.last_publication_date,
    slugs: document.uid ? [document.uid] : [],
    linked_documents: [],
    lang: document.lang,
    alternate_languages: snapshot.documents
      .filter((other) => other.grouplang === document.grouplang && other.id !== document.id)
      .map((other) => ({ id: other.id, uid: other.uid, type: other.type, lang: other.lang })),
    data: presentFields(document.data, fields, options, 'UID'),
  };
}

function urlOf(document: StoredDocument, options: PresentOptions): string | null {
  return resolveUrl(document, options.routes, (id) => options.snapshot.byId.get(id));
}

function presentFields(
  values: Record<string, unknown>,
  fields: Record<string, FieldModel>,
  options: PresentOptions,
  skipType?: string,
): JsonObject {
  const result: JsonObject = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === skipType) continue;
    result[key] = presentField(values[key] ?? emptyValue(field), field, options) as never;
  }
  return result;
}

function presentField(value: unknown, field: FieldModel, options: PresentOptions): unknown {
  switch (field.type) {
    case 'Image':
      return presentImage(value, options.origin);
    case 'Link':
      return presentLink(value, options);
    case 'StructuredText':
      return Array.isArray(value) ? value.map((block) => presentBlock(block, options)) : value;
    case 'Group': {
      const groupFields = field.config?.fields ?? {};
      return Array.isArray(value)
        ? value.map((item) => presentFields(isObject(item) ? item : {}, groupFields, options))
        : value;
    }
    case 'Slices':
      return Array.isArray(value) ? value.map((slice) => presentSlice(slice, options)) : value;
    default:
      return value;
  }
}

function presentSlice(slice: unknown, options: PresentOptions): unknown {
  if (!isObject(slice)) return slice;
  const model = options.snapshot.models.slices.get(String(slice.slice_type));
  const variation = model?.variations.find((candidate) => candidate.id === slice.variation);
  if (!variation) return slice;
  const items = Array.isArray(slice.items) ? slice.items : [];
  return {
    ...slice,
    primary: presentFields(isObject(slice.primary) ? slice.primary : {}, variation.primary ?? {}, options),
    items: items.map((item) => presentFields(isObject(item) ? item : {}, variation.items ?? {}, options)),
  };
}

function presentBlock(block: unknown, options: PresentOptions): unknown {
  if (!isObject(block)) return block;
  if (block.type === 'image') return presentImage(block, options.origin);
  if (!Array.isArray(block.spans)) return block;
  return {
    ...block,
    spans: block.spans.map((span) =>
      isObject(span) && span.type === 'hyperlink' ? { ...span, data: presentLink(span.data, options) } : span,
    ),
  };
}

/**
 * Files keep images as CDN paths (`/cdn/content/x-1200x800.jpg`); the API serves absolute URLs with
 * the same default parameters images.prismic.io adds.
 */
function presentImage(value: unknown, origin: string): unknown {
  if (!isObject(value) || typeof value.url !== 'string') return value;
  const url = new URL(value.url, origin);
  if (!url.searchParams.has('auto'))
    url.search = url.search ? `${url.search}&auto=format,compress` : '?auto=format,compress';
  // Responsive views (thumbnails) sit beside the main image as keyed images of their own.
  const views = Object.entries(value).filter(([, view]) => isObject(view) && typeof view.url === 'string');
  return {
    ...value,
    ...Object.fromEntries(views.map(([name, view]) => [name, presentImage(view, origin)])),
    url: url.toString(),
  };
}

function presentLink(value: unknown, options: PresentOptions): unknown {
  if (!isObject(value)) return value;
  if (value.link_type === 'Media' && typeof value.url === 'string')
    return { ...value, url: new URL(value.url, options.origin).toString() };
  if (value.link_type !== 'Document' || typeof value.id !== 'string') return value;
  const target = options.snapshot.byId.get(value.id);
  if (!target) {
    return {
      id: value.id,
      type: 'broken_type',
      tags: [],
      slug: '-',
      lang: null,
      first_publication_date: null,
      last_publication_date: null,
      link_type: 'Document',
      isBroken: true,
      ...(options.brokenRoute ? { url: options.brokenRoute } : {}),
    };
  }
  return {
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    slug: target.uid ?? '-',
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
    uid: target.uid ?? undefined,
    url: urlOf(target, options),
    link_type: 'Document',
    isBroken: false,
  };
}
