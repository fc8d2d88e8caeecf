/**
 * Slice Machine keeps a slice's example content (mocks.json) in its editor format
 * (`SharedSliceContent`: every value tagged with `__TYPE__`). The component library page and the
 * slice tests need those examples in the shape the Content API returns, which is what this does.
 * Media stay as the CDN paths the mocks hold (`/cdn/content/...`); `withMediaOrigin` makes them absolute.
 */

/** A value in the Content API's JSON. */
type Json = unknown;
type Tagged = { __TYPE__?: string; [key: string]: unknown };

interface GroupItem {
  value: [string, Tagged][];
}

export interface SliceMock {
  variation: string;
  primary: Record<string, unknown>;
  items?: unknown[];
}

export interface ApiSlice {
  id: string;
  slice_type: string;
  slice_label: null;
  variation: string;
  version: string;
  primary: Record<string, Json>;
  items: Record<string, Json>[];
}

export function sliceFromMock(sliceType: string, mock: SliceMock, index: number): ApiSlice {
  return {
    id: `${sliceType}$mock-${mock.variation}-${index}`,
    slice_type: sliceType,
    slice_label: null,
    variation: mock.variation,
    version: 'initial',
    primary: fieldsFromMock(mock.primary),
    items: (mock.items ?? []).map((item) => groupItemFromMock(item as GroupItem)),
  };
}

function fieldsFromMock(fields: Record<string, unknown>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, valueFromMock(value as Tagged)]),
  );
}

function valueFromMock(content: Tagged): Json {
  switch (content.__TYPE__) {
    case 'FieldContent':
      if (content.type === 'Number') return content.value === '' ? null : Number(content.value);
      return content.value as string;
    case 'BooleanContent':
      return content.value as boolean;
    case 'StructuredTextContent':
      return (content.value as Tagged[]).map(blockFromMock);
    case 'ImageContent':
      return imageFromMock(content);
    case 'LinkContent':
      return linkFromMock({ ...(content.value as Tagged), key: content.key });
    case 'GroupContentType':
      return (content.value as GroupItem[]).map(groupItemFromMock);
    default:
      throw new Error(`Mock content ${String(content.__TYPE__)} is not supported`);
  }
}

function groupItemFromMock(item: GroupItem): Record<string, Json> {
  return Object.fromEntries(item.value.map(([key, value]) => [key, valueFromMock(value)]));
}

function imageFromMock(image: Tagged): Json {
  const origin = image.origin as { id: string; url: string };
  const edit = image.edit as { zoom: number; crop: { x: number; y: number }; background: string };
  return {
    dimensions: { width: image.width as number, height: image.height as number },
    alt: (image.alt as string | null) ?? null,
    copyright: (image.credits as string | null) ?? null,
    url: (image.url as string | undefined) ?? origin.url,
    id: origin.id,
    edit: { x: edit.crop.x, y: edit.crop.y, zoom: edit.zoom, background: edit.background },
  };
}

function linkFromMock(link: Tagged): Json {
  switch (link.__TYPE__) {
    case 'ExternalLink':
      return {
        link_type: 'Web',
        ...(typeof link.key === 'string' ? { key: link.key } : {}),
        url: link.url as string,
        ...(typeof link.target === 'string' ? { target: link.target } : {}),
      };
    case 'FileLink':
    case 'ImageLink':
      return {
        link_type: 'Media',
        ...(typeof link.key === 'string' ? { key: link.key } : {}),
        kind: link.kind as string,
        id: link.id as string,
        url: link.url as string,
        name: link.name as string,
        size: link.size as string,
        ...(link.kind === 'image' ? { width: link.width as string, height: link.height as string } : {}),
      };
    default:
      return { link_type: 'Any' };
  }
}

function blockFromMock(block: Tagged): Json {
  if (block.type === 'image') {
    const { dimensions, alt, copyright, url } = imageFromMock(block.data as Tagged) as Record<string, Json>;
    return { type: 'image', url, alt, copyright, dimensions };
  }
  const content = block.content as { text: string; spans?: Tagged[] };
  return {
    type: block.type as string,
    text: content.text,
    spans: (content.spans ?? []).map((span) =>
      span.type === 'hyperlink'
        ? {
            start: span.start as number,
            end: span.end as number,
            type: 'hyperlink',
            data: linkFromMock(span.data as Tagged),
          }
        : { start: span.start as number, end: span.end as number, type: span.type as string },
    ),
    direction: (block.direction as string | undefined) ?? 'ltr',
  };
}

/** Turns the CDN paths of images and media files into URLs on `origin`, as the Content API serves them. */
export function withMediaOrigin<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((entry: unknown) => withMediaOrigin(entry, origin)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, withMediaOrigin(entry, origin)]),
  );
  if (typeof result.url === 'string' && result.url.startsWith('/cdn/')) {
    const url = new URL(result.url, origin);
    // Images get the parameters images.prismic.io adds, which the image loader relies on.
    if (result.dimensions) url.searchParams.set('auto', 'format,compress');
    result.url = url.toString().replace('%2C', ',');
  }
  return result as T;
}
