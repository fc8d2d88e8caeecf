import type { EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { h } from './dom';
import { keysForAria, keysToRead, type Tool } from './tools';

/**
 * A field's formatting buttons, one tab stop: the arrow keys, Home and End move between them (WAI-ARIA's
 * toolbar pattern), each says with aria-pressed whether it is on where the selection is, and a press
 * runs it on the editor and hands the keyboard back to the text.
 */
export function toolbar(tools: Tool[], label: string, editorId: string, view: () => EditorView) {
  const buttons = tools.map((tool, index) => {
    const button = h(
      'button',
      {
        type: 'button',
        class: `small${tool.look ? ` ${tool.look}` : ''}`,
        'aria-pressed': 'false',
        'aria-keyshortcuts': keysForAria(tool.keys),
        title: keysToRead(tool.keys),
        tabindex: index === 0 ? '0' : '-1',
      },
      tool.label,
    );
    // A click keeps the editor's selection: the button does not take the focus from the text.
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', () => {
      const editor = view();
      tool.run(editor.state, editor.dispatch, editor);
      if (!editor.dom.ownerDocument.querySelector('dialog[open]')) editor.focus();
    });
    return button;
  });
  const element = h(
    'div',
    { role: 'toolbar', 'aria-label': label, 'aria-controls': editorId, class: 'rich-toolbar' },
    ...buttons,
  );
  element.addEventListener('keydown', (event) => {
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const to = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (at < 0 || to === undefined) return;
    event.preventDefault();
    const next = buttons[(to + buttons.length) % buttons.length]!;
    for (const button of buttons) button.tabIndex = button === next ? 0 : -1;
    next.focus();
  });
  return {
    element,
    update(state: EditorState) {
      tools.forEach((tool, index) =>
        buttons[index]!.setAttribute('aria-pressed', String(tool.active(state))),
      );
    },
  };
}
