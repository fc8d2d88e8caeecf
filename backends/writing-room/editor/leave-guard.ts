/**
 * Asks before the editor's page is left with changes not saved: typed in a field, in a rich-text
 * editor (which tells its textarea, editor.ts), or shown back changed here only (`data-unsaved`, a
 * structure change the room could not keep as the draft). Pressing one of the form's own buttons
 * saves or reloads it with what was typed, so it leaves without asking.
 */
export function askBeforeLeavingUnsaved() {
  const form = document.querySelector<HTMLFormElement>('form[data-editor]');
  if (!form) return;
  let unsaved = form.hasAttribute('data-unsaved');
  const changed = (event: Event) => {
    if (isDocumentField(event.target)) unsaved = true;
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  form.addEventListener('submit', () => (unsaved = false));
  window.addEventListener('beforeunload', (event) => {
    if (!unsaved) return;
    event.preventDefault();
    // Chrome before 119 and Safari ask only when returnValue is set.
    event.returnValue = '';
  });
}

/**
 * A control of the document itself (its URL segment, tags and fields), not one that only prepares a
 * button (the slice to add, the language to translate into).
 */
function isDocumentField(target: EventTarget | null): boolean {
  const name = target instanceof HTMLElement ? target.getAttribute('name') : null;
  return name !== null && /^(uid|tags|data\.)/.test(name);
}
