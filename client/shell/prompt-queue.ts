import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { isFormPage, promptOnScreen, promptOrder, type PageActivity, type Prompt } from '@/lib/prompts';

/**
 * The one coordinator the shell's prompts register with (docs/adr/0021-one-prompt-at-a-time.md): each
 * says when it would show, the queue says whose turn it is (lib/prompts.ts decides). It looks again
 * when a prompt comes or goes, the focus moves, a dialog closes or the page changes.
 */

const waiting = new Set<Prompt>();
let showing: Prompt | null = null;
let settling: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

const field = 'form, input, select, textarea, [contenteditable="true"]';

/**
 * Only a prompt about to open is held to the focus and open dialogs, and none opens while another
 * shows: an open dialog is then one the shopper opened (cart, menu, size guide, consent settings).
 */
function pageActivity(): PageActivity {
  return {
    formPage: isFormPage(window.location.pathname),
    formInUse: document.activeElement?.closest(field) != null,
    panelOpen: document.querySelector('dialog[open]') !== null,
  };
}

function settle() {
  settling = null;
  const next = promptOnScreen({ showing, waiting, page: pageActivity() });
  // Visible to tests and to anyone debugging: what waits, and what is on screen.
  const root = document.documentElement;
  root.dataset.promptsWaiting = promptOrder.filter((prompt) => waiting.has(prompt)).join(' ');
  root.dataset.prompt = next ?? '';
  if (next === showing) return;
  showing = next;
  for (const listener of listeners) listener();
}

/**
 * Decides after the current task: the prompts a render registers are all counted, and a focus moving
 * from one field to the next (focusout, then focusin) never leaves a gap for a pop-in to open in.
 */
function schedule() {
  settling ??= setTimeout(settle, 0);
}

let watching = false;

function watchThePage() {
  if (watching) return;
  watching = true;
  document.addEventListener('focusin', schedule);
  document.addEventListener('focusout', schedule);
  // `close` does not bubble: caught on its way down to any dialog of the page.
  document.addEventListener('close', schedule, true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A prompt's turn: pass `wants` true while the prompt would show by its own rules (spec §4); show it
 * only while this returns true. Turning `wants` false (answered, dismissed) hands the turn on.
 */
export function usePromptTurn(prompt: Prompt, wants: boolean): boolean {
  const pathname = usePathname();
  useEffect(() => {
    if (!wants) return;
    watchThePage();
    waiting.add(prompt);
    schedule();
    return () => {
      waiting.delete(prompt);
      schedule();
    };
  }, [prompt, wants]);
  // A client-side navigation may lead to a form page, or away from one.
  useEffect(schedule, [pathname]);
  const onScreen = useSyncExternalStore(
    subscribe,
    () => showing === prompt,
    () => false,
  );
  // Gone in the same render as the answer: the next prompt never finds this one's dialog still open.
  return wants && onScreen;
}
