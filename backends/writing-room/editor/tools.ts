import { toggleMark } from 'prosemirror-commands';
import type { MarkType, Schema } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import type { RoomMessages } from '../messages';
import type { RichTextOptions } from '../rich-text';
import { blockAt, setBlock, toggleList, type Shortcut } from './commands';

/** A toolbar button: its name, its keys, what it does, and whether it is on where the selection is. */
export interface Tool extends Shortcut {
  label: string;
  /** A class that shows what it does (bold, italic). */
  look?: string;
  active: (state: EditorState) => boolean;
}

/**
 * The tools a field's schema allows: its block types when it has more than one (Ctrl+Alt+0 a
 * paragraph, Ctrl+Alt+1…6 a heading, Ctrl+Shift+8 and 7 the lists, as word processors do), then its
 * spans (Ctrl+B, Ctrl+I, Ctrl+K for a link).
 */
export function toolsFor(
  schema: Schema,
  { blockTypes }: RichTextOptions,
  words: RoomMessages['fields']['editor'],
  link: Command,
): Tool[] {
  const tools: Tool[] = [];
  const { nodes, marks } = schema;
  if (blockTypes.length > 1) {
    for (const type of blockTypes) {
      const level = /^heading(\d)$/.exec(type)?.[1];
      const node = nodes[type];
      if (type === 'paragraph' || level) {
        tools.push({
          label: level ? words.heading(Number(level)) : words.paragraph,
          keys: `Mod-Alt-${level ?? 0}`,
          run: setBlock(node!, schema),
          active: (state) => blockAt(state) === node,
        });
      }
    }
    for (const [name, label, key] of [
      ['bullet_list', words.bulletList, 8],
      ['ordered_list', words.numberedList, 7],
    ] as const) {
      const list = nodes[name];
      if (list)
        tools.push({
          label,
          keys: `Shift-Mod-${key}`,
          run: toggleList(list, schema),
          active: (state) => blockAt(state) === list,
        });
    }
  }
  for (const [name, label, key] of [
    ['strong', words.bold, 'b'],
    ['em', words.italic, 'i'],
  ] as const) {
    const mark = marks[name];
    if (mark)
      tools.push({
        label,
        keys: `Mod-${key}`,
        look: name,
        run: toggleMark(mark),
        active: markActive(mark),
      });
  }
  const linkMark = marks.link;
  if (linkMark)
    tools.push({
      label: words.link,
      keys: 'Mod-k',
      run: link,
      active: markActive(linkMark),
    });
  return tools;
}

/** A mark is on where the selection is, or where the next letter typed will go. */
const markActive = (mark: MarkType) => (state: EditorState) => {
  const { from, to, empty, $from } = state.selection;
  return empty
    ? Boolean(mark.isInSet(state.storedMarks ?? $from.marks()))
    : state.doc.rangeHasMark(from, to, mark);
};

const isMac = typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform);

/** Keys as a person reads them: Mod-Alt-1 → Ctrl+Alt+1 (⌘+⌥+1 on a Mac). */
export function keysToRead(keys: string): string {
  return keys
    .split('-')
    .map((part) => {
      if (part === 'Mod') return isMac ? '⌘' : 'Ctrl';
      if (part === 'Alt') return isMac ? '⌥' : 'Alt';
      return part.length === 1 ? part.toUpperCase() : part;
    })
    .join('+');
}

/** Keys as aria-keyshortcuts names them: Mod-Alt-1 → Control+Alt+1. */
export function keysForAria(keys: string): string {
  return keys
    .split('-')
    .map((part) =>
      part === 'Mod' ? (isMac ? 'Meta' : 'Control') : part.length === 1 ? part.toUpperCase() : part,
    )
    .join('+');
}
