import { Schema, type MarkSpec, type NodeSpec } from 'prosemirror-model';
import { isWebAddress, type HyperlinkData, type RichTextOptions } from '../rich-text';
import { roomRoot } from '../room-root';

/** Prismic's list block types and the ProseMirror list that holds them. */
export const listOf = { 'list-item': 'bullet_list', 'o-list-item': 'ordered_list' } as const;
type ListBlock = keyof typeof listOf;
const isListBlock = (type: string): type is ListBlock => type in listOf;

/** Where the room's page for a linked document is: a document link's href in the editor. */
const documentHref = (id: string) => `${roomRoot}/documents/${encodeURIComponent(id)}`;

const textblock = (tag: string): NodeSpec => ({
  content: 'inline*',
  parseDOM: [{ tag }],
  toDOM: () => [tag, 0],
});

/**
 * A field's schema: exactly the blocks and spans its model allows (Prismic's `single` / `multi`), so
 * the editor cannot hold what the shop would not render, whatever is typed or pasted. Headings keep
 * Prismic's names (heading1…heading6); a list is a list of items of one paragraph, as Prismic's list
 * items hold text only.
 */
export function richTextSchema({ blockTypes, spanTypes, single }: RichTextOptions): Schema {
  const lists = blockTypes.filter(isListBlock);
  // The first allowed block is the one an empty field starts with: a paragraph where there is one.
  const topLevel = [...new Set(blockTypes.map((type) => (isListBlock(type) ? listOf[type] : type)))].sort(
    (a, b) => Number(b === 'paragraph') - Number(a === 'paragraph'),
  );
  const nodes: Record<string, NodeSpec> = {
    doc: { content: single ? `(${topLevel.join(' | ')})` : `(${topLevel.join(' | ')})+` },
  };
  if (blockTypes.includes('paragraph') || lists.length) nodes.paragraph = textblock('p');
  for (const type of blockTypes) {
    const level = /^heading(\d)$/.exec(type)?.[1];
    if (level) nodes[type] = { ...textblock(`h${level}`), defining: true };
  }
  if (lists.length)
    nodes.list_item = {
      content: 'paragraph',
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: () => ['li', 0],
    };
  if (lists.includes('list-item'))
    nodes.bullet_list = { content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] };
  if (lists.includes('o-list-item'))
    nodes.ordered_list = { content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] };
  nodes.text = { group: 'inline' };
  // Prismic keeps a line break inside a block as "\n" in its text.
  nodes.hard_break = {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  };

  const marks: Record<string, MarkSpec> = {};
  if (spanTypes.includes('hyperlink')) marks.link = linkMark;
  if (spanTypes.includes('strong'))
    marks.strong = { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] };
  if (spanTypes.includes('em'))
    marks.em = { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] };
  return new Schema({ nodes, marks });
}

/** A hyperlink span: its `data` is Prismic's, to a document or to a web address. */
const linkMark: MarkSpec = {
  attrs: { data: {} },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom) => {
        const document = dom.getAttribute('data-document');
        if (document) return { data: { link_type: 'Document', id: document } satisfies HyperlinkData };
        const url = dom.getAttribute('href') ?? '';
        return isWebAddress(url) ? { data: { link_type: 'Web', url } satisfies HyperlinkData } : false;
      },
    },
  ],
  toDOM: (mark) => {
    const data = mark.attrs.data as HyperlinkData;
    return data.link_type === 'Document'
      ? ['a', { href: documentHref(data.id), 'data-document': data.id }, 0]
      : ['a', { href: data.url }, 0];
  },
};
