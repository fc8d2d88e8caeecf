'use client';

/**
 * A sort or filter choice loads the next state's own page (docs/adr/0013), so it mounts the filter bar
 * anew. The open panel, the facets unfolded in it (below lg) and the focused control are remembered
 * here for the page they were on and given back to the new bar, so a shopper ticks one colour after
 * another in an open panel, on a phone as on a laptop, with the keyboard as with the mouse.
 */
interface Memory {
  pathname: string;
  panel: string;
  /** The focused control: a summary, or an input by its name and value. */
  focus: { name: string; value: string } | 'toggle' | null;
  /** The facets unfolded in the open panel, by id. */
  unfolded: Set<string>;
}

let memory: Memory | null = null;

export function rememberPanel(panel: string, open: boolean) {
  const { pathname } = location;
  if (!open) {
    if (memory?.panel === panel) memory = null;
  } else if (memory?.panel !== panel || memory.pathname !== pathname) {
    memory = { pathname, panel, focus: null, unfolded: new Set() };
  }
}

/** A facet of the open panel folded or unfolded; forgotten with the panel. */
export function rememberFacet(facetId: string, unfolded: boolean) {
  if (memory?.pathname !== location.pathname) return;
  if (unfolded) memory.unfolded.add(facetId);
  else memory.unfolded.delete(facetId);
}

/** Whether the facet was unfolded in this page's open panel before the choice that loaded this state. */
export function facetWasUnfolded(facetId: string): boolean {
  // Read while rendering: on the server and at hydration there is no memory (it starts in the browser).
  return typeof location !== 'undefined' && memory?.pathname === location.pathname
    ? memory.unfolded.has(facetId)
    : false;
}

export function rememberFocus(panel: string, target: EventTarget) {
  if (memory?.panel !== panel) return;
  if (target instanceof HTMLInputElement) memory.focus = { name: target.name, value: target.value };
  else memory.focus = target instanceof HTMLElement && target.tagName === 'SUMMARY' ? 'toggle' : null;
}

/** Opens `details` again if it was the open panel of this page, and focuses what had the focus. */
export function restorePanel(panel: string, details: HTMLDetailsElement) {
  if (memory?.panel !== panel || memory.pathname !== location.pathname) return;
  details.open = true;
  const { focus } = memory;
  // The focus is still in the state left behind (hidden once this one shows) or already lost: it moves
  // here. Anywhere else, the shopper has moved it and it stays.
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('details[name^="listing-tools-"]')) return;
  const target =
    focus === 'toggle'
      ? details.querySelector('summary')
      : focus
        ? details.querySelector<HTMLElement>(
            `input[name="${CSS.escape(focus.name)}"][value="${CSS.escape(focus.value)}"]`,
          )
        : null;
  if (!target) return;
  target.focus({ preventScroll: true });
  revealInItsList(target);
}

/**
 * A facet of 4 values or more scrolls in its own list (spec §9): the focused choice is brought into
 * that list's view, as the shopper left it, without moving the page.
 */
function revealInItsList(choice: HTMLElement) {
  const list = choice.closest<HTMLElement>('[data-scrolls="true"]');
  const item = choice.closest('li');
  if (!list || !item) return;
  const shown = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.top < shown.top) list.scrollTop -= shown.top - box.top;
  else if (box.bottom > shown.bottom) list.scrollTop += box.bottom - shown.bottom;
}
