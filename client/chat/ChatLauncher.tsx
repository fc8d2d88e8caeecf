'use client';

import { useRef, useState } from 'react';
import { useConsent } from '@/client/consent/consent-store';
import { pushAlert } from '@/client/shell/alerts';
import { loadVendorScript } from '@/client/vendors/load-script';
import styles from './ChatLauncher.module.css';

/** Zendesk's Web Widget (messaging) API, as far as the shop calls it. */
type ZendeskApi = (scope: string, action: string, value?: unknown) => void;

declare global {
  interface Window {
    zE?: ZendeskApi;
  }
}

/**
 * The support chat's launcher (spec §7.3, selling locales; docs/adr/0022): a first-party button, so
 * no vendor code loads until the shopper asks for the chat. Its first press loads Zendesk's snippet
 * (or the local backends playing it), sets the language and the shop locale, and opens the messenger;
 * the launcher steps aside while it is open and takes the focus back when it closes. It shows once
 * the visitor has answered the consent banner, which keeps its corner to itself until then.
 */
export function ChatLauncher({
  src,
  locale,
  language,
  labels,
}: {
  src: string;
  locale: string;
  language: string;
  labels: { open: string; unavailable: string };
}) {
  const { decided } = useConsent();
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed');
  const launcher = useRef<HTMLButtonElement>(null);
  const wired = useRef(false);
  if (!decided) return null;

  const open = async () => {
    setState('opening');
    try {
      await loadVendorScript('ze-snippet', src);
    } catch {
      setState('closed');
      pushAlert({ type: 'error', message: labels.unavailable });
      return;
    }
    const zE = window.zE!;
    if (!wired.current) {
      wired.current = true;
      zE('messenger:set', 'locale', language);
      zE('messenger:set', 'conversationTags', [`locale-${locale}`]);
      zE('messenger:on', 'close', () => {
        zE('messenger', 'hide');
        setState('closed');
        // The launcher shows again in this render's commit; focus it once it is visible.
        requestAnimationFrame(() => launcher.current?.focus());
      });
    }
    // Zendesk: after `hide`, `open` shows nothing until `show`.
    zE('messenger', 'show');
    zE('messenger', 'open');
    setState('open');
  };

  return (
    <button
      ref={launcher}
      type="button"
      className={styles.launcher}
      hidden={state === 'open'}
      aria-busy={state === 'opening'}
      disabled={state === 'opening'}
      onClick={() => void open()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M4 5h16v11H9l-5 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{labels.open}</span>
    </button>
  );
}
