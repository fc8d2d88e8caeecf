import { baseKeymap, chainCommands, setBlockType } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { NodeType, Schema } from 'prosemirror-model';
import { liftListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState, Transaction } from 'prosemirror-state';
import { Mapping } from 'prosemirror-transform';

/** The type of the block the selection starts in: a list for a list item, else the text block's own. */
export function blockAt(state: EditorState): NodeType {
  const { $from } = state.selection;
  const item = $from.depth >= 2 && $from.node(-1).type.name === 'list_item';
  return item ? $from.node(-2).type : $from.parent.type;
}

/** `first`, then `second` on the state it leaves, as one step of the history. */
function then(first: Command, second: Command): Command {
  return (state, dispatch) => {
    let tr: Transaction | null = null;
    if (!first(state, (made) => (tr = made))) return second(state, dispatch);
    const between = state.apply(tr!);
    return second(between, (made) => {
      const all = tr!;
      made.steps.forEach((step) => all.step(step));
      dispatch?.(all.setSelection(made.selection.map(all.doc, new Mapping())));
    });
  };
}

/** Out of any list, then into `type` (a paragraph or a heading). */
export function setBlock(type: NodeType, schema: Schema): Command {
  const item = schema.nodes.list_item;
  return item ? then(liftListItem(item), setBlockType(type)) : setBlockType(type);
}

/** A list of `type` around the selected blocks; out of it when they are in one already. */
export function toggleList(type: NodeType, schema: Schema): Command {
  const item = schema.nodes.list_item!;
  const paragraph = schema.nodes.paragraph!;
  return (state, dispatch) => {
    const current = blockAt(state);
    if (current === type) return liftListItem(item)(state, dispatch);
    if (current.name.endsWith('_list')) {
      const { $from } = state.selection;
      dispatch?.(state.tr.setNodeMarkup($from.before(-2), type));
      return true;
    }
    return then(setBlockType(paragraph), wrapInList(type))(state, dispatch);
  };
}

/** Shift+Enter: a line break, but not a second one in a row (a blank line would split the block when saved). */
const lineBreak: Command = (state, dispatch) => {
  const breakType = state.schema.nodes.hard_break!;
  if (state.selection.$from.nodeBefore?.type === breakType) return true;
  dispatch?.(state.tr.replaceSelectionWith(breakType.create()).scrollIntoView());
  return true;
};

/** A command and the keys that run it (ProseMirror's names: Mod-b, Shift-Mod-8). */
export interface Shortcut {
  keys: string;
  run: Command;
}

/** The keymap: the tools' shortcuts, history, lists, line breaks, then ProseMirror's base keys. */
export function keys(schema: Schema, tools: Shortcut[]): Record<string, Command> {
  const item = schema.nodes.list_item;
  const enter = item ? chainCommands(splitListItem(item), baseKeymap.Enter!) : baseKeymap.Enter!;
  return {
    ...baseKeymap,
    ...Object.fromEntries(tools.map((tool) => [tool.keys, tool.run])),
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Shift-Enter': lineBreak,
    // A one-block field has nowhere to split to: Enter does nothing rather than the browser's own.
    Enter: chainCommands(enter, () => true),
  };
}
