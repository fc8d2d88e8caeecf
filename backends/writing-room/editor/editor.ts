import { history } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { isRoomLanguage, roomMessages } from '../messages/tables';
import { blocksToMarkup, markupToBlocks, richTextOptions } from '../rich-text';
import { keepScrollTargetsBelowActionsBar } from './actions-bar';
import { askBeforeLeavingUnsaved } from './leave-guard';
import { blocksToDoc, docToBlocks } from './blocks';
import { keys } from './commands';
import { linkCommand } from './link-dialog';
import { richTextSchema } from './schema';
import { toolbar } from './toolbar';
import { keysToRead, toolsFor } from './tools';

/**
 * The writing room's rich-text editor, the script the editor page loads: a ProseMirror editor over
 * each rich-text textarea. The textarea stays in the form, hidden, and gets the room's markup back on
 * every change, so the form posts what it posts without script and field-schema.ts stays its one
 * reader. A field whose markup the room refused keeps its textarea, to be put right there.
 */
const lang = document.documentElement.lang;
const m = roomMessages(isRoomLanguage(lang) ? lang : 'en');

keepScrollTargetsBelowActionsBar();
askBeforeLeavingUnsaved();

for (const textarea of document.querySelectorAll<HTMLTextAreaElement>('textarea[data-rich-text]')) {
  mount(textarea);
}

function mount(textarea: HTMLTextAreaElement) {
  const options = richTextOptions({
    [textarea.dataset.richText === 'single' ? 'single' : 'multi']: textarea.dataset.types,
  });
  const read = markupToBlocks(textarea.value, options, m.richText);
  const label = document.querySelector<HTMLLabelElement>(`label[for="${textarea.id}"]`);
  if (!read.ok || !label) return;
  const schema = richTextSchema(options);
  const words = m.fields.editor;
  const tools = toolsFor(
    schema,
    options,
    words,
    schema.marks.link ? linkCommand(schema.marks.link, m) : () => false,
  );
  const editorId = `${textarea.id}-editor`;
  label.id ||= `${textarea.id}-label`;
  const hint = document.getElementById(`${textarea.id}-hint`);
  if (hint)
    hint.textContent = words.keys(
      [...tools, { label: words.undo, keys: 'Mod-z' }]
        .map((tool) => `${tool.label} ${keysToRead(tool.keys)}`)
        .join(', '),
    );

  const host = document.createElement('div');
  host.className = 'rich-editor';
  textarea.before(host);
  textarea.hidden = true;
  const bar = toolbar(tools, words.toolbar(label.textContent ?? ''), editorId, () => view);
  // A field of one kind of block and no spans (a title) has nothing to format.
  if (tools.length) host.append(bar.element);
  const view: EditorView = new EditorView(host, {
    state: EditorState.create({
      doc: blocksToDoc(read.blocks, schema),
      plugins: [history(), keymap(keys(schema, tools))],
    }),
    attributes: {
      id: editorId,
      role: 'textbox',
      'aria-multiline': String(!options.single),
      'aria-labelledby': label.id,
      ...(textarea.getAttribute('aria-describedby')
        ? { 'aria-describedby': textarea.getAttribute('aria-describedby')! }
        : {}),
      class: 'rich-text',
    },
    dispatchTransaction(tr) {
      const state = view.state.apply(tr);
      view.updateState(state);
      bar.update(state);
      if (!tr.docChanged) return;
      textarea.value = blocksToMarkup(docToBlocks(state.doc), options);
      // As typing in the textarea would: the form learns it changed (leave-guard.ts).
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    },
  });
  bar.update(view.state);
  label.addEventListener('click', () => view.focus());
}
