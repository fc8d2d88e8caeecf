'use client';

import { startTransition, useState, type FormEvent } from 'react';
import { useForm } from '@conform-to/react';
import type { FormName, FormRules, FormSchema } from '@/lib/form-schemas';
import type { FormState } from '@/lib/forms';
import type * as z from '@/lib/zod';
import { useDeferredValidation } from './useDeferredValidation';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import { useRefusableAction } from './useRefusableAction';

type FormAction = (state: FormState, form: FormData) => Promise<FormState>;

interface ShopFormOptions {
  defaultValue?: Record<string, string>;
  /** Told the field errors of each submit the browser's validation refuses (the newsletter's event). */
  onRefused?: (errors: Record<string, string[] | null>) => void;
}

const initialState: FormState = { result: null, success: null };
/** A call refused before the action ran: the form's own alert says so, every field as typed. */
const refusedState = (): FormState => ({
  result: { status: 'error', error: { '': ['alerts.REFUSED'] } },
  success: null,
});

/**
 * One form of the shop (spec §5): a server action through `useActionState`, so the form posts and
 * answers without JavaScript too; with JavaScript, the same zod schema runs in the browser first,
 * loaded after hydration (useDeferredValidation). The fields' HTML constraints come from the server
 * with `rules`. Validation runs on submit, then again on every input; after a refused submit (the
 * browser's or the server's) the focus goes to the first field in error.
 */
export function useShopForm<Name extends FormName, Schema extends z.ZodType = FormSchema<Name>>(
  id: string,
  rules: FormRules<Name>,
  action: FormAction,
  { defaultValue, onRefused }: ShopFormOptions = {},
) {
  const { state, formAction, dispatch, pending } = useRefusableAction(action, initialState, refusedState);
  const [attempt, setAttempt] = useState(0);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(`${attempt}:${JSON.stringify(state.result?.error)}`);
  const validation = useDeferredValidation(rules.schema, formRef);
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    lastResult: state.result,
    defaultValue: defaultValue as never,
    constraint: rules.constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const submission = validation.validate(formData);
      if (submission.status === 'error') onRefused?.(submission.error ?? {});
      return submission as never;
    },
  });
  /**
   * Conform validates (and refuses) first; counting the attempt then moves the focus after the render.
   * A valid form is sent from here, not by React's form action, whose reset would bring back the values
   * the page was rendered with (a saved birthday showed the old one, a refused e-mail lost what was
   * typed). Conform's resetForm still empties it. Without JavaScript it posts to the same action.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validation.ready(event)) return;
    form.onSubmit(event);
    setAttempt((n) => n + 1);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(data));
  };
  return { state, formAction, pending, form, fields, formRef, onSubmit };
}
