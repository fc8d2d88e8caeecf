import { Mark, type Node, type Schema } from 'prosemirror-model';
import { compareSpans, type HyperlinkData, type Span, type TextBlock } from '../rich-text';
import { listOf } from './schema';

/**
 * Prismic's rich text (the blocks the room saves) to and from a ProseMirror document of the field's
 * schema. Prismic's blocks are flat; consecutive list items become one list, as the shop renders them.
 */
export function blocksToDoc(blocks: TextBlock[], schema: Schema): Node {
  const children: Node[] = [];
  for (const block of blocks) {
    const list = block.type === 'list-item' || block.type === 'o-list-item' ? listOf[block.type] : null;
    if (!list) {
      children.push(nodeType(schema, block.type).create(null, inline(block, schema)));
      continue;
    }
    const item = nodeType(schema, 'list_item').create(
      null,
      nodeType(schema, 'paragraph').create(null, inline(block, schema)),
    );
    const last = children.at(-1);
    if (last?.type.name === list) children[children.length - 1] = last.copy(last.content.addToEnd(item));
    else children.push(nodeType(schema, list).create(null, item));
  }
  if (!children.length) return schema.topNodeType.createAndFill()!;
  return schema.topNodeType.create(null, children);
}

function nodeType(schema: Schema, name: string) {
  const type = schema.nodes[name];
  if (!type) throw new Error(`The field's schema has no ${name}`);
  return type;
}

/** A block's text and spans as text nodes with marks, a "\n" as a line break. */
function inline({ text, spans }: TextBlock, schema: Schema): Node[] {
  const cuts = [
    ...new Set([0, text.length, ...spans.flatMap((span) => [span.start, span.end])]),
    ...[...text.matchAll(/\n/g)].flatMap((found) => [found.index, found.index + 1]),
  ]
    .filter((at) => at <= text.length)
    .sort((a, b) => a - b);
  const nodes: Node[] = [];
  for (const [index, start] of cuts.entries()) {
    const end = cuts[index + 1];
    if (end === undefined || end <= start) continue;
    const marks = Mark.setFrom(
      spans.filter((span) => span.start <= start && span.end >= end).map((span) => markOf(span, schema)),
    );
    const piece = text.slice(start, end);
    nodes.push(
      piece === '\n' ? nodeType(schema, 'hard_break').create(null, null, marks) : schema.text(piece, marks),
    );
  }
  return nodes;
}

function markOf(span: Span, schema: Schema): Mark {
  const name = span.type === 'hyperlink' ? 'link' : span.type;
  const type = schema.marks[name];
  if (!type) throw new Error(`The field's schema has no ${name} mark`);
  return span.type === 'hyperlink' ? type.create({ data: span.data }) : type.create();
}

/** The document as Prismic's blocks; a block left with no text is dropped, as the room's form drops it. */
export function docToBlocks(doc: Node): TextBlock[] {
  const blocks: TextBlock[] = [];
  doc.forEach((node) => {
    if (node.type.name in prismicListOf) {
      node.forEach(
        (item) => item.firstChild && blocks.push(blockOf(item.firstChild, prismicListOf[node.type.name]!)),
      );
    } else blocks.push(blockOf(node, node.type.name));
  });
  return blocks.filter((block) => block.text.trim());
}

const prismicListOf: Record<string, string> = Object.fromEntries(
  Object.entries(listOf).map(([block, list]) => [list, block]),
);

function blockOf(textblock: Node, type: string): TextBlock {
  let text = '';
  const spans: Span[] = [];
  let open: { mark: Mark; span: Span }[] = [];
  textblock.forEach((node) => {
    const start = text.length;
    text += node.isText ? node.text! : '\n';
    // A mark that goes on from the node before lengthens its span; any other opens a new one.
    open = open.filter(({ mark }) => mark.isInSet(node.marks));
    for (const mark of node.marks) {
      const going = open.find((entry) => entry.mark.eq(mark));
      if (going) going.span.end = text.length;
      else {
        const span = spanOf(mark, start, text.length);
        spans.push(span);
        open.push({ mark, span });
      }
    }
  });
  return { type, text, spans: spans.sort(compareSpans), direction: 'ltr' };
}

function spanOf(mark: Mark, start: number, end: number): Span {
  const name = mark.type.name;
  if (name === 'link') return { type: 'hyperlink', start, end, data: mark.attrs.data as HyperlinkData };
  return { type: name === 'strong' ? 'strong' : 'em', start, end };
}
