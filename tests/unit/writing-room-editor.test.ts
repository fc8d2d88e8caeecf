import { describe, expect, it } from 'vitest';
import { ContentStore } from '@/backends/prismic/content-store';
import { isObject } from '@/backends/prismic/documents';
import { fieldsOf, type FieldModel } from '@/backends/prismic/models';
import { contentPaths } from '@/backends/prismic/paths';
import { blocksToDoc, docToBlocks } from '@/backends/writing-room/editor/blocks';
import { linkedWords } from '@/backends/writing-room/editor/link-dialog';
import { richTextSchema } from '@/backends/writing-room/editor/schema';
import { en } from '@/backends/writing-room/messages/en';
import {
  blocksToMarkup,
  markupToBlocks,
  richTextOptions,
  type RichTextOptions,
  type TextBlock,
} from '@/backends/writing-room/rich-text';

/**
 * The writing room's ProseMirror editor (ADR 0025) reads Prismic's rich text into a document of the
 * field's own schema and writes it back: what the room saves must come back identical, and through
 * the markup the hidden textarea posts too.
 */
const snapshot = new ContentStore(contentPaths).current();

/** Every rich-text value of the shipped content, with its field's model. */
function richTexts(): { where: string; value: TextBlock[]; config: FieldModel['config'] }[] {
  const found: { where: string; value: TextBlock[]; config: FieldModel['config'] }[] = [];
  const visit = (values: unknown, fields: Record<string, FieldModel>, where: string) => {
    if (!isObject(values)) return;
    for (const [key, field] of Object.entries(fields)) {
      const value = values[key];
      if (field.type === 'StructuredText' && Array.isArray(value))
        found.push({
          where: `${where}.${key}`,
          value: value as unknown as TextBlock[],
          config: field.config,
        });
      if (field.type === 'Group' && Array.isArray(value))
        value.forEach((item, index) => visit(item, field.config?.fields ?? {}, `${where}.${key}[${index}]`));
      if (field.type === 'Slices' && Array.isArray(value))
        (
          value as { slice_type?: string; variation?: string; primary?: unknown; items?: unknown[] }[]
        ).forEach((slice, index) => {
          const variation = snapshot.models.slices
            .get(slice.slice_type ?? '')
            ?.variations.find((candidate) => candidate.id === slice.variation);
          visit(slice.primary, variation?.primary ?? {}, `${where}.${key}[${index}]`);
          slice.items?.forEach((item) =>
            visit(item, variation?.items ?? {}, `${where}.${key}[${index}].items`),
          );
        });
    }
  };
  for (const document of snapshot.documents) {
    visit(document.data, fieldsOf(snapshot.models.customTypes.get(document.type)!), document.id);
  }
  return found;
}

/** Blocks to the editor and back, checked against the field's schema on the way. */
function throughEditor(blocks: TextBlock[], options: RichTextOptions): TextBlock[] {
  const doc = blocksToDoc(blocks, richTextSchema(options));
  doc.check();
  return docToBlocks(doc);
}

/** What the room saves from the markup the textarea holds. */
function saved(markup: string, options: RichTextOptions): TextBlock[] {
  const read = markupToBlocks(markup, options, en.richText);
  if (!read.ok) throw new Error(read.message);
  return read.blocks;
}

describe('the rich-text editor', () => {
  const values = richTexts();

  it('finds the shipped rich text of every model', () => {
    expect(values.length).toBeGreaterThan(1000);
  });

  it('reads every shipped rich-text field as the room saves it and writes it back identically', () => {
    for (const { where, value, config } of values) {
      const options = richTextOptions(config);
      const roomBlocks = saved(blocksToMarkup(value, options), options);
      expect(throughEditor(roomBlocks, options), where).toEqual(roomBlocks);
    }
  });

  const prose = richTextOptions({
    multi: 'paragraph,heading2,heading3,strong,em,hyperlink,list-item,o-list-item',
  });
  const web = { link_type: 'Web', url: 'https://example.com/a' } as const;
  const document = { link_type: 'Document', id: 'article-the-making-of-santal-noir-en-us' } as const;
  const cases: [string, TextBlock[]][] = [
    [
      'bold over part of a link, and two links side by side',
      [
        {
          type: 'paragraph',
          text: 'Bold linked text, then two links',
          spans: [
            { type: 'strong', start: 0, end: 11 },
            { type: 'hyperlink', start: 5, end: 16, data: web },
            { type: 'hyperlink', start: 23, end: 26, data: web },
            { type: 'hyperlink', start: 26, end: 32, data: document },
          ],
          direction: 'ltr',
        },
      ],
    ],
    [
      'italic inside bold, a line break inside a span',
      [
        {
          type: 'heading2',
          text: 'Heads up',
          spans: [{ type: 'em', start: 0, end: 5 }],
          direction: 'ltr',
        },
        {
          type: 'paragraph',
          text: 'one *star*\ntwo',
          spans: [
            { type: 'strong', start: 0, end: 14 },
            { type: 'em', start: 4, end: 10 },
          ],
          direction: 'ltr',
        },
      ],
    ],
    [
      'a bulleted list, a numbered list and a list again',
      ['list-item', 'list-item', 'o-list-item', 'paragraph', 'list-item'].map((type, index) => ({
        type,
        text: `Item ${index}`,
        spans: index === 1 ? [{ type: 'hyperlink' as const, start: 0, end: 4, data: document }] : [],
        direction: 'ltr' as const,
      })),
    ],
  ];

  it.each(cases)('%s: through the editor and through the markup, unchanged', (_name, blocks) => {
    expect(throughEditor(blocks, prose)).toEqual(blocks);
    expect(saved(blocksToMarkup(blocks, prose), prose)).toEqual(blocks);
  });

  it('groups list items into lists, as the shop renders them', () => {
    const [, blocks] = cases[2]!;
    const doc = blocksToDoc(blocks, richTextSchema(prose));
    expect(doc.content.content.map((node) => `${node.type.name}:${node.childCount}`)).toEqual([
      'bullet_list:2',
      'ordered_list:1',
      'paragraph:1',
      'bullet_list:1',
    ]);
  });

  it('holds only what the field allows: a title is one heading 1 with no spans', () => {
    const title = richTextOptions({ single: 'heading1' });
    const schema = richTextSchema(title);
    expect(Object.keys(schema.nodes).sort()).toEqual(['doc', 'hard_break', 'heading1', 'text']);
    expect(Object.keys(schema.marks)).toEqual([]);
    expect(() =>
      schema.topNodeType.createChecked(null, [
        schema.nodes.heading1!.create(),
        schema.nodes.heading1!.create(),
      ]),
    ).toThrow();
    expect(docToBlocks(blocksToDoc([], schema))).toEqual([]);
    expect(blocksToDoc([], schema).firstChild?.type.name).toBe('heading1');
    const note = richTextSchema(richTextOptions({ multi: 'paragraph,em' }));
    expect(Object.keys(note.marks)).toEqual(['em']);
    expect(note.nodes.heading2).toBeUndefined();
  });

  it('drops a block left empty, as the form does', () => {
    const schema = richTextSchema(prose);
    const doc = schema.topNodeType.create(null, [
      schema.nodes.paragraph!.create(null, schema.text('Kept')),
      schema.nodes.heading2!.create(),
    ]);
    expect(docToBlocks(doc)).toEqual([{ type: 'paragraph', text: 'Kept', spans: [], direction: 'ltr' }]);
  });
});

describe('the words a link is on (the link dialog’s text field)', () => {
  it('are the words typed, so a link set with no selection does not read as its raw address', () => {
    expect(linkedWords('our savoir-faire', '', 'https://example.com/savoir-faire')).toBe('our savoir-faire');
    expect(linkedWords('  the atelier ', 'a link', 'https://example.com')).toBe('the atelier');
  });

  it('keep the selection when the field is left as it was, or emptied', () => {
    expect(linkedWords('a link', 'a link', 'https://example.com')).toBe('a link');
    expect(linkedWords('', 'a link', 'https://example.com')).toBe('a link');
  });

  it('fall back on the address or the document’s name when there is nothing else', () => {
    expect(linkedWords(' ', '', 'https://example.com')).toBe('https://example.com');
  });
});
