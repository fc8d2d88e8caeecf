'use client';

import { useEffect, useState } from 'react';
import { isRouteChangeClick } from '@/lib/loading-bar';
import styles from './LoadingBar.module.css';

type Phase = 'idle' | 'loading' | 'done';

/**
 * The top loading bar (spec §2.3). App Router has no router events, so: a link click to another route
 * (or back/forward) starts it; the router's history update, which happens once the new page commits,
 * completes it; so does an error. The body carries `loading` meanwhile, and loses `preload` on load.
 */
export function LoadingBar({ label }: { label: string }) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    const body = document.body;
    const removePreload = () => body.classList.remove('preload');
    if (document.readyState === 'complete') removePreload();
    else window.addEventListener('load', removePreload, { once: true });

    let settle: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(settle);
      body.classList.add('loading');
      setPhase('loading');
    };
    const done = () => {
      if (!body.classList.contains('loading')) return;
      body.classList.remove('loading');
      setPhase('done');
      settle = setTimeout(() => setPhase('idle'), 400);
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const href = link.getAttribute('href') ?? '';
      const target = { href, target: link.target, download: link.hasAttribute('download') };
      if (isRouteChangeClick(target, window.location.href, event)) start();
    };
    const onPopState = () => start();

    const { pushState, replaceState } = window.history;
    const patched = (original: typeof pushState) =>
      function (this: History, ...args: Parameters<typeof pushState>) {
        const result = original.apply(this, args);
        done();
        return result;
      };
    window.history.pushState = patched(pushState);
    window.history.replaceState = patched(replaceState);

    // Capture phase: the bar starts even when a link handler (e.g. the mobile menu) closes things first.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', done);
    window.addEventListener('unhandledrejection', done);
    return () => {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', done);
      window.removeEventListener('unhandledrejection', done);
      window.removeEventListener('load', removePreload);
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
