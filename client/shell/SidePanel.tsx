'use client';

import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import styles from './SidePanel.module.css';

type PanelSide = 'left' | 'top' | 'right' | 'bottom';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  side: PanelSide;
  labelledBy: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A panel sliding in from one edge (spec §2.3): closes on Escape and on a click outside. */
export function SidePanel({ open, onClose, side, labelledBy, children, className, testId }: SidePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const handlers = useModalDialog(dialog, open, { onClose, closeOnOutside: true });
  return (
    <dialog
      ref={dialog}
      className={`${styles.panel} ${className ?? ''}`}
      data-side={side}
      aria-labelledby={labelledBy}
      data-testid={testId}
      {...handlers}
    >
      {children}
    </dialog>
  );
}
