/**
 * The writing room's rich text: a textarea in a markup mapping one to one onto Prismic's blocks and
 * spans. Blank lines part blocks; `#` per heading level, `- ` and `1. ` items (no prefix where a field
 * allows one block type); `**bold**`, `*italic*`, `[text](https://…)`, `[text](doc:ID)`; a backslash
 * keeps `\ * [ ]` as text. Spans may nest and overlap, each mark opening and closing on its own.
 */

import type { RoomMessages } from './messages';

type Words = RoomMessages['richText'];

export interface TextBlock {
  type: string;
  text: string;
  spans: Span[];
  /** Prismic's editor writes it on every text block; the room writes left to right only. */
  direction?: 'ltr';
}

export type HyperlinkData = { link_type: 'Document'; id: string } | { link_type: 'Web'; url: string };

export type Span =
  | { type: 'strong' | 'em'; start: number; end: number }
  | { type: 'hyperlink'; start: number; end: number; data: HyperlinkData };

/** The block types the markup writes; preformatted and image blocks are left to Slice Machine. */
const writableBlocks = [
  'paragraph',
  ...[1, 2, 3, 4, 5, 6].map((level) => `heading${level}`),
  'list-item',
  'o-list-item',
];
const listPrefix = '- ';
const orderedPrefix = /^\d+\. /;

export interface RichTextOptions {
  /** The block types the field allows that the markup writes. */
  blockTypes: string[];
  /** The span types it allows (strong, em, hyperlink). */
  spanTypes: string[];
  /** One block at most (Prismic's `single`). */
  single: boolean;
}

/** A model's `single` / `multi` list, split into what the markup needs. */
export function richTextOptions(config: { single?: string; multi?: string } | undefined): RichTextOptions {
  const options = (config?.single ?? config?.multi ?? 'paragraph').split(',');
  return {
    blockTypes: options.filter((option) => writableBlocks.includes(option)),
    spanTypes: options.filter((option) => ['strong', 'em', 'hyperlink'].includes(option)),
    single: Boolean(config?.single),
  };
}

function prefixOf(type: string, { blockTypes }: RichTextOptions): string {
  if (blockTypes.length === 1) return '';
  const level = /^heading(\d)$/.exec(type)?.[1];
  if (level) return `${'#'.repeat(Number(level))} `;
  if (type === 'list-item') return listPrefix;
  if (type === 'o-list-item') return '1. ';
  return '';
}

const escapeText = (text: string) => text.replace(/[\\*[\]]/g, (c) => `\\${c}`);

/** Blocks as markup, for the textarea. */
export function blocksToMarkup(blocks: TextBlock[], options: RichTextOptions): string {
  return blocks.map((block) => prefixOf(block.type, options) + inlineMarkup(block)).join('\n\n');
}

function inlineMarkup({ text, spans }: TextBlock): string {
  const marked = spans.filter((span) => span.start < span.end);
  const cuts = [...new Set([0, text.length, ...marked.flatMap((span) => [span.start, span.end])])].sort(
    (a, b) => a - b,
  );
  // At each cut the spans that end there close before those that start there open: two links side
  // by side stay two links.
  return cuts
    .map(
      (at, index) =>
        marked
          .filter((span) => span.end === at)
          .map(closing)
          .join('') +
        marked
          .filter((span) => span.start === at)
          .map(opening)
          .join('') +
        escapeText(text.slice(at, cuts[index + 1] ?? at)),
    )
    .join('');
}

const opening = (span: Span) => (span.type === 'strong' ? '**' : span.type === 'em' ? '*' : '[');

function closing(span: Span): string {
  if (span.type !== 'hyperlink') return opening(span);
  return `](${span.data.link_type === 'Document' ? `doc:${span.data.id}` : span.data.url})`;
}

/** One order for the spans of a block, whichever way they were read. */
export const compareSpans = (a: Span, b: Span) =>
  a.start - b.start || a.end - b.end || a.type.localeCompare(b.type);

export type MarkupResult = { ok: true; blocks: TextBlock[] } | { ok: false; message: string };

/** Markup back to blocks, or the first problem in words an editor can act on. */
export function markupToBlocks(markup: string, options: RichTextOptions, m: Words): MarkupResult {
  const chunks = markup
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.replace(/^\n+|\n+$/g, ''))
    .filter((chunk) => chunk.trim() !== '');
  if (options.single && chunks.length > 1) return { ok: false, message: m.onlyOne };
  const blocks: TextBlock[] = [];
  for (const [index, chunk] of chunks.entries()) {
    const typed = blockOf(chunk, options, m);
    if (typeof typed === 'string') return { ok: false, message: m.block(index + 1, typed) };
    const inline = parseInline(typed.body, options, m);
    if (typeof inline === 'string') return { ok: false, message: m.block(index + 1, inline) };
    blocks.push({ type: typed.type, ...inline, direction: 'ltr' });
  }
  return { ok: true, blocks };
}

function blockOf(
  chunk: string,
  { blockTypes }: RichTextOptions,
  m: Words,
): { type: string; body: string } | string {
  if (blockTypes.length === 1) return { type: blockTypes[0]!, body: chunk };
  const heading = /^(#{1,6}) /.exec(chunk);
  let type = 'paragraph';
  let body = chunk;
  if (heading) [type, body] = [`heading${heading[1]!.length}`, chunk.slice(heading[0].length)];
  else if (chunk.startsWith(listPrefix)) [type, body] = ['list-item', chunk.slice(listPrefix.length)];
  else if (orderedPrefix.test(chunk)) [type, body] = ['o-list-item', chunk.replace(orderedPrefix, '')];
  if (!blockTypes.includes(type)) return m.notAllowed(describeBlock(type, m));
  return { type, body };
}

function describeBlock(type: string, m: Words): string {
  if (type.startsWith('heading')) return m.heading(Number(type.slice(7)));
  if (type === 'list-item') return m.listItem;
  if (type === 'o-list-item') return m.numberedItem;
  return m.paragraph;
}

/** Inline markup to text and spans, or what is wrong with it. */
function parseInline(
  body: string,
  { spanTypes }: RichTextOptions,
  m: Words,
): Omit<TextBlock, 'type'> | string {
  let text = '';
  const spans: Span[] = [];
  const open: { strong?: number; em?: number; link?: number } = {};
  const allow = (type: string, words: string) => (spanTypes.includes(type) ? null : m.notAllowed(words));
  /** A bold or italic mark: opens the span, or closes the open one. */
  const mark = (type: 'strong' | 'em', words: string): string | null => {
    const refused = allow(type, words);
    if (refused) return refused;
    const start = open[type];
    if (start === undefined) open[type] = text.length;
    else if (start === text.length) return m.empty(words);
    else {
      spans.push({ type, start, end: text.length });
      delete open[type];
    }
    return null;
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && i + 1 < body.length) {
      text += body[++i];
    } else if (c === '*') {
      const strong = body[i + 1] === '*';
      if (strong) i++;
      const refused = strong ? mark('strong', m.bold) : mark('em', m.italic);
      if (refused) return refused;
    } else if (c === '[') {
      const refused = allow('hyperlink', m.link);
      if (refused) return refused;
      if (open.link !== undefined) return m.linkInLink;
      open.link = text.length;
    } else if (c === ']') {
      const target = /^\]\(([^()\s]+)\)/.exec(body.slice(i));
      if (open.link === undefined || !target) return m.linkForm;
      const data = linkData(target[1]!, m);
      if (typeof data === 'string') return data;
      if (open.link === text.length) return m.linkText;
      spans.push({ type: 'hyperlink', start: open.link, end: text.length, data });
      delete open.link;
      i += target[0].length - 1;
    } else {
      text += c;
    }
  }
  if (open.strong !== undefined) return m.boldOpen;
  if (open.em !== undefined) return m.italicOpen;
  if (open.link !== undefined) return m.linkOpen;
  if (!text.trim()) return m.noText;
  return { text, spans: spans.sort(compareSpans) };
}

function linkData(target: string, m: Words): HyperlinkData | string {
  if (target.startsWith('doc:') && target.length > 4) return { link_type: 'Document', id: target.slice(4) };
  if (isWebAddress(target)) return { link_type: 'Web', url: target };
  return m.linkTarget(target);
}

/** An address a web link may lead to: the room's rich text and link fields accept these only. */
export const isWebAddress = (url: string) => /^(https?:\/\/|mailto:|tel:)/.test(url);
