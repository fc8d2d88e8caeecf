import type { MarkType } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import type { RoomMessages } from '../messages';
import { isWebAddress, type HyperlinkData } from '../rich-text';
import { h } from './dom';

/** The id of the template the editor page puts its link targets in (the document's language). */
export const linkTargetsId = 'rich-text-documents';

type Kind = HyperlinkData['link_type'];

/**
 * The link dialog (Ctrl+K): to a web address or to a document, as the room's markup allows, over the
 * selection, or the link the cursor is in, with the words it is on in a text field: without a
 * selection they are typed there rather than left as the raw address. A modal <dialog>: the keyboard
 * stays in it, Escape leaves it, and the text gets the focus back. One dialog for the page, filled for
 * each use.
 */
export function linkCommand(type: MarkType, m: RoomMessages): Command {
  return (state, dispatch, view) => {
    if (!dispatch || !view) return true;
    openDialog(view, type, m);
    return true;
  };
}

/**
 * The words a link is on: those typed in the dialog's text field, else those it is set over (the
 * selection, or the link around the cursor), else the address or the document's name.
 */
export function linkedWords(typed: string, selected: string, fallback: string): string {
  const words = typed.trim();
  if (!words || words === selected.trim()) return selected || fallback;
  return words;
}

let dialog: ReturnType<typeof buildDialog> | undefined;

function buildDialog(m: RoomMessages) {
  const words = m.fields;
  const kindInput = (kind: Kind) =>
    h('input', { type: 'radio', name: 'rt-link-kind', value: kind, id: `rt-link-${kind}` });
  const kinds = { Web: kindInput('Web'), Document: kindInput('Document') };
  const url = h('input', { type: 'text', inputmode: 'url', id: 'rt-link-url', autocomplete: 'off' });
  const target = h('select', { id: 'rt-link-document' }, h('option', { value: '' }, '—'));
  const targets = document.getElementById(linkTargetsId);
  if (targets instanceof HTMLTemplateElement) target.append(targets.content.cloneNode(true));
  const text = h('input', {
    type: 'text',
    id: 'rt-link-text',
    autocomplete: 'off',
    'aria-describedby': 'rt-link-text-hint',
  });
  const textField = h(
    'div',
    { class: 'field' },
    h('label', { for: text.id }, words.editor.linkText),
    text,
    h('p', { class: 'hint', id: 'rt-link-text-hint' }, words.editor.linkTextHint),
  );
  const error = h('p', { class: 'error', id: 'rt-link-error', hidden: '' });
  const urlField = h('div', { class: 'field' }, h('label', { for: url.id }, words.address), url);
  const targetField = h('div', { class: 'field' }, h('label', { for: target.id }, words.document), target);
  const remove = h('button', { type: 'button' }, words.editor.removeLink);
  const cancel = h('button', { type: 'button' }, words.editor.cancel);
  const form = h(
    'form',
    { novalidate: '' },
    h('h2', { id: 'rt-link-title' }, words.editor.linkTitle),
    h(
      'fieldset',
      {},
      h('legend', {}, words.linkTo),
      ...(['Web', 'Document'] as const).map((kind) =>
        h('div', { class: 'check' }, kinds[kind], h('label', { for: kinds[kind].id }, words.linkKinds[kind])),
      ),
    ),
    urlField,
    targetField,
    textField,
    error,
    h(
      'div',
      { class: 'controls' },
      h('button', { type: 'submit', class: 'primary' }, words.editor.apply),
      remove,
      cancel,
    ),
  );
  const element = h('dialog', { 'aria-labelledby': 'rt-link-title', class: 'link-dialog' }, form);
  (document.querySelector('main') ?? document.body).append(element);
  const showKind = () => {
    urlField.hidden = !kinds.Web.checked;
    targetField.hidden = !kinds.Document.checked;
  };
  kinds.Web.addEventListener('change', showKind);
  kinds.Document.addEventListener('change', showKind);
  cancel.addEventListener('click', () => element.close());
  return { element, form, kinds, url, target, text, error, remove, showKind };
}

/** The range a link is set on: the selection, else the link around the cursor, else nothing yet. */
function linkRange(state: EditorState, type: MarkType) {
  const { from, to, empty, $from } = state.selection;
  if (!empty) {
    let data: HyperlinkData | undefined;
    state.doc.nodesBetween(from, to, (node) => {
      data ??= type.isInSet(node.marks)?.attrs.data as HyperlinkData | undefined;
    });
    return { from, to, data };
  }
  const mark = type.isInSet($from.marks());
  if (!mark) return { from, to, data: undefined };
  let run: { from: number; to: number } | null = null;
  let found = { from, to };
  $from.parent.forEach((child, offset) => {
    const start = $from.start() + offset;
    const end = start + child.nodeSize;
    run = mark.isInSet(child.marks) ? { from: run?.to === start ? run.from : start, to: end } : null;
    if (run && run.from <= from && from <= run.to) found = run;
  });
  return { ...found, data: mark.attrs.data as HyperlinkData };
}

function openDialog(view: EditorView, type: MarkType, m: RoomMessages) {
  dialog ??= buildDialog(m);
  const { element, form, kinds, url, target, text, error, remove, showKind } = dialog;
  const range = linkRange(view.state, type);
  const data = range.data;
  const words = view.state.doc.textBetween(range.from, range.to);
  text.value = words;
  kinds[data?.link_type ?? 'Web'].checked = true;
  url.value = data?.link_type === 'Web' ? data.url : '';
  if (data?.link_type === 'Document' && !target.querySelector(`option[value="${CSS.escape(data.id)}"]`))
    target.append(h('option', { value: data.id }, data.id));
  target.value = data?.link_type === 'Document' ? data.id : '';
  remove.hidden = !data;
  showError(null);
  showKind();

  function showError(problem: { input: HTMLElement; message: string } | null) {
    error.hidden = !problem;
    error.textContent = problem?.message ?? '';
    for (const input of [url, target]) {
      const wrong = problem?.input === input;
      for (const [name, value] of [
        ['aria-invalid', 'true'],
        ['aria-describedby', error.id],
      ])
        if (wrong) input.setAttribute(name!, value!);
        else input.removeAttribute(name!);
    }
    problem?.input.focus();
  }

  /** Sets the link on `linked` (or takes it off, for null) and closes. */
  function finish(link: HyperlinkData | null, linked: string) {
    const { state } = view;
    const { from } = range;
    let { to } = range;
    const tr = state.tr;
    // Words changed in the text field replace those of the range (none, without a selection).
    if (link && linked !== words) {
      tr.insertText(linked, from, to);
      to = from + linked.length;
    }
    tr.removeMark(from, to, type);
    if (link) tr.addMark(from, to, type.create({ data: link }));
    view.dispatch(tr.scrollIntoView());
    element.close();
  }

  form.onsubmit = (event) => {
    event.preventDefault();
    if (kinds.Web.checked) {
      const address = url.value.trim();
      if (!isWebAddress(address)) return showError({ input: url, message: m.errors.linkWeb });
      return finish({ link_type: 'Web', url: address }, linkedWords(text.value, words, address));
    }
    if (!target.value) return showError({ input: target, message: m.errors.linkDocument });
    finish(
      { link_type: 'Document', id: target.value },
      linkedWords(text.value, words, target.selectedOptions[0]?.textContent ?? target.value),
    );
  };
  remove.onclick = () => finish(null, '');
  element.onclose = () => view.focus();
  element.showModal();
  (kinds.Web.checked ? url : target).focus();
}
