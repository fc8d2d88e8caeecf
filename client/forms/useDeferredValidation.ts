'use client';

import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { parse } from '@conform-to/react';
import { whenIdle } from '@/client/shell/when-idle';
import type { FormName } from '@/lib/form-schemas';
import type { validateForm } from './validate';

/** Shared by every form of the page: the module is imported once and stays. */
let loaded: typeof validateForm | null = null;
/**
 * Its import failed (Turbopack fetches a failed chunk once more before it gives up): the forms are
 * sent unchecked, and the server action, which validates every post with the same schema, answers
 * what is wrong field by field. A submit is never held for a module that will not come.
 */
let unavailable = false;

function load(): Promise<unknown> {
  return import('./validate').then(
    (module) => (loaded = module.validateForm),
    () => (unavailable = true),
  );
}

/** Conform's submission of the form as typed, with nothing refused: the server's validation decides. */
const unchecked = (form: FormData) =>
  parse<Record<string, unknown>, string[]>(form, { resolve: (value) => ({ value }) });

/**
 * A form's zod validation without zod in the page's first load (docs/adr/0017): imported when the
 * browser is first idle or the shopper enters the form. A submit before `ready` is stopped and made
 * again with the same button once loaded, neither lost nor sent unvalidated (if the import failed, the
 * server validates alone). `validate` is Conform's `onValidate`, called only by a submit that went on.
 */
export function useDeferredValidation(schema: FormName, formRef: RefObject<HTMLFormElement | null>) {
  const holding = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    const start = () => void load();
    form?.addEventListener('focusin', start, { once: true });
    const cancel = whenIdle(start);
    return () => {
      cancel();
      form?.removeEventListener('focusin', start);
    };
  }, [formRef]);

  const ready = (event: FormEvent<HTMLFormElement>): boolean => {
    if (loaded || unavailable) return true;
    event.preventDefault();
    if (holding.current) return false;
    holding.current = true;
    const form = event.currentTarget;
    const { submitter } = event.nativeEvent as SubmitEvent;
    void load()
      .then(() => {
        // Conform's own submit of a field's revalidation comes from a button it has removed by now:
        // that one is not made again, the field's next input revalidates it.
        if (!submitter || submitter.isConnected) form.requestSubmit(submitter);
      })
      .finally(() => {
        holding.current = false;
      });
    return false;
  };

  return { ready, validate: (form: FormData) => (loaded ? loaded(schema, form) : unchecked(form)) };
}
