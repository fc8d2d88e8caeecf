'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drives a native modal <dialog> from React state. Modal dialogs live in the browser's top layer, which
 * is the shell's overlay stack (spec §4 "Panels and pop-ins are stacks"): the last opened sits on top and
 * Escape closes only that one. Focus is trapped by the browser and handed back to the opener on close.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  { onClose, closeOnOutside }: { onClose: () => void; closeOnOutside: boolean },
) {
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [dialog, open]);

  useEffect(() => {
    if (open) return;
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  // The prompts' pop-ins go by unmounting while open (Escape, ×): the focus they held would fall to
  // the page's start, so it goes back to where it was when they opened.
  useEffect(
    () => () => {
      const back = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
    },
    [],
  );

  return {
    onCancel: (event: { preventDefault: () => void }) => {
      // spec §2.3: a pop-in closes on Escape only when click-outside is allowed.
      event.preventDefault();
      if (closeOnOutside) onClose();
    },
    // The browser may close a dialog by itself (a second Escape skips `cancel`): keep the state in step.
    onClose: () => {
      if (open) onClose();
    },
    onClick: (event: { target: EventTarget }) => {
      if (closeOnOutside && event.target === dialog.current) onClose();
    },
  };
}
