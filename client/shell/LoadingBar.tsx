'use client';

import { useEffect, useState } from 'react';
import { onNavigation } from './navigation-state';
import styles from './LoadingBar.module.css';

type Phase = 'idle' | 'loading' | 'done';

/**
 * The top loading bar (spec §2.3): it advances while a navigation runs and completes when it ends
 * (client/shell/navigation-state.ts, which also sets the body's `loading` class).
 */
export function LoadingBar({ label }: { label: string }) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const stop = onNavigation((loading) => {
      clearTimeout(settle);
      setPhase(loading ? 'loading' : 'done');
      if (!loading) settle = setTimeout(() => setPhase('idle'), 400);
    });
    return () => {
      stop();
      clearTimeout(settle);
    };
  }, []);

  return (
    <div
      className={styles.bar}
      data-phase={phase}
      role="progressbar"
      aria-label={label}
      aria-hidden={phase === 'idle'}
      data-testid="loading-bar"
    />
  );
}
