'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { botCheckChallengePath, botCheckField, type BotCheckAction } from '@/lib/bot-check';
import { recaptchaErrorCode } from '@/lib/errors';
import type { ErrorTemplates } from './Field';
import { recaptchaToken } from './recaptcha';
import styles from './Form.module.css';

const recaptchaSiteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;

/** The widget's methods are there only once it has mounted (a frame after it is connected). */
interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<void>;
}

/** The widget's own words, from the form's templates (server/forms/templates.ts, namespace botCheck). */
function altchaStrings(templates: ErrorTemplates): string {
  const text = (key: string) => templates[`botCheck.${key}`] ?? '';
  return JSON.stringify({
    label: text('label'),
    verifying: text('verifying'),
    verified: text('verified'),
    error: text('error'),
    expired: text('expired'),
    verificationRequired: text('required'),
    // No alert() while the proof of work runs: the submit waits for it instead.
    waitAlert: '',
  });
}

/**
 * The bot check of a form (spec §5, docs/adr/0012): loaded once the shopper focuses the form, solved in
 * the background (ALTCHA's proof of work in a worker, or reCAPTCHA v3's token) into the hidden
 * `botCheck` field; a submit waits for it. Tokens are single use, so `resetKey` (new per server answer)
 * solves another. A failed check (refused, Google unreachable, no Web Crypto off https and loopback)
 * drops the waiting submit and says so under the widget, fields kept; the next submit tries again.
 */
export function BotCheck({
  action,
  templates,
  resetKey,
}: {
  action: BotCheckAction;
  templates: ErrorTemplates;
  resetKey?: unknown;
}) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement>(null);
  const mounted = useRef(false);
  const solved = useRef(false);
  /** The submit that waited for the check (its button, or null for Enter), if any. */
  const pending = useRef<HTMLElement | null | undefined>(undefined);
  /** The check failed and has not been solved since: the next submit runs it again. */
  const failed = useRef(false);
  const [active, setActive] = useState(false);
  const [token, setToken] = useState('');
  /** Each new run of the check after a failure. */
  const [attempt, setAttempt] = useState(0);
  /** The failure said to the shopper, numbered so that each one is announced anew. */
  const [refusal, setRefusal] = useState({ shown: false, count: 0 });

  const fail = useCallback(() => {
    failed.current = true;
    solved.current = false;
    if (pending.current === undefined) return;
    pending.current = undefined;
    setRefusal(({ count }) => ({ shown: true, count: count + 1 }));
  }, []);

  useEffect(() => {
    const form = host.current?.closest('form');
    if (!form) return;
    let loading: Promise<unknown> | null = null;
    const activate = () => {
      // ALTCHA's proof of work would wait for ever there: its worker cannot hash, and never answers.
      if (!recaptchaSiteKey && !window.isSecureContext) return fail();
      // The widget's code that fails to load fails the check the same way; the next submit loads it again.
      loading ??= (recaptchaSiteKey ? Promise.resolve() : import('altcha')).then(
        () => setActive(true),
        () => {
          loading = null;
          fail();
        },
      );
    };
    // A submit before the check is solved waits for it, then goes on by itself (spec §5: every form
    // posts its token). Caught on the window, before React's own listener on the document sends the
    // form's action, so the action only ever sees a checked submit.
    const holdSubmit = (event: SubmitEvent) => {
      if (event.target !== form || solved.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pending.current = event.submitter;
      if (failed.current) {
        failed.current = false;
        setRefusal((shown) => ({ ...shown, shown: false }));
        setAttempt((n) => n + 1);
      }
      activate();
    };
    form.addEventListener('focusin', activate);
    window.addEventListener('submit', holdSubmit, { capture: true });
    return () => {
      form.removeEventListener('focusin', activate);
      window.removeEventListener('submit', holdSubmit, { capture: true });
    };
  }, [fail]);

  /**
   * The check is solved: the token goes into the form's own hidden field at once (flushSync: the
   * widget's own field appears only later), then a submit that waited for it goes on.
   */
  const onSolved = useCallback((value: string | null) => {
    solved.current = value !== null;
    if (value !== null) failed.current = false;
    flushSync(() => setToken(value ?? ''));
    const form = host.current?.closest('form');
    if (value === null || !form || pending.current === undefined) return;
    const submitter = pending.current;
    pending.current = undefined;
    form.requestSubmit(submitter);
  }, []);

  useEffect(() => {
    if (!active || !recaptchaSiteKey) return;
    let live = true;
    const refresh = () =>
      void recaptchaToken(recaptchaSiteKey, action).then((value) => {
        if (!live) return;
        if (value === null) fail();
        else onSolved(value);
      });
    refresh();
    // reCAPTCHA tokens expire after two minutes.
    const timer = setInterval(refresh, 100_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [active, action, resetKey, attempt, onSolved, fail]);

  // The widget mounts a frame after it is connected ('load'); then the proof of work starts at once.
  useEffect(() => {
    const element = widget.current;
    if (!active || !element) return;
    const start = () => {
      mounted.current = true;
      void element.verify?.();
    };
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'error') fail();
      else onSolved(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', changed);
    // Its methods exist once it has mounted, which may already be the case when this effect runs.
    if (typeof element.verify === 'function') start();
    else element.addEventListener('load', start, { once: true });
    return () => {
      element.removeEventListener('load', start);
      element.removeEventListener('statechange', changed);
    };
  }, [active, onSolved, fail]);

  // After each answer of the server the used token is dropped and a fresh one solved; after a failure,
  // the check runs again.
  useEffect(() => {
    const element = widget.current;
    if (!element || !mounted.current) return;
    solved.current = false;
    element.reset?.();
    void element.verify?.();
  }, [resetKey, attempt]);

  return (
    <>
      <div ref={host} className={styles.botCheck} data-testid="bot-check" data-bot-check={action}>
        {active ? <input type="hidden" name={botCheckField} value={token} /> : null}
        {active && !recaptchaSiteKey ? (
          <altcha-widget
            ref={widget}
            challengeurl={botCheckChallengePath(action)}
            name={`${botCheckField}Widget`}
            hidelogo
            hidefooter
            strings={altchaStrings(templates)}
          />
        ) : null}
      </div>
      <div role="alert" className={styles.alertSlot}>
        {refusal.shown ? (
          <p key={refusal.count} className={styles.formError}>
            {templates[recaptchaErrorCode]}
          </p>
        ) : null}
      </div>
    </>
  );
}
