'use client';

import { startTransition, useState, type FormEvent } from 'react';
import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { formatIssues, type FormState } from '@/lib/forms';
import type * as z from '@/lib/zod';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import { useRefusableAction } from './useRefusableAction';

type FormAction = (state: FormState, form: FormData) => Promise<FormState>;

const initialState: FormState = { result: null, success: null };
/** A call refused before the action ran: the form's own alert says so, every field as typed. */
const refusedState = (): FormState => ({
  result: { status: 'error', error: { '': ['alerts.REFUSED'] } },
  success: null,
});
const constraintDay = new Date('2000-01-01T00:00:00Z');

/**
 * One form of the shop (spec §5): a server action through `useActionState`, so the form posts and
 * answers without JavaScript too; with JavaScript, the same zod schema runs in the browser first.
 * Validation runs on submit, then again on every input; after a refused submit (the browser's or the
 * server's) the focus goes to the first field in error.
 */
export function useShopForm<Schema extends z.ZodType>(
  id: string,
  schema: Schema | ((today: Date) => Schema),
  action: FormAction,
  defaultValue?: Record<string, string>,
) {
  const { state, formAction, dispatch, pending } = useRefusableAction(action, initialState, refusedState);
  const [attempt, setAttempt] = useState(0);
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    lastResult: state.result,
    defaultValue: defaultValue as never,
    // The HTML constraints (required, minLength) do not depend on the day; the rules do, so a schema
    // that takes today (a birthday's bounds) is built when it validates, never while prerendering.
    constraint: getZodConstraint(typeof schema === 'function' ? schema(constraintDay) : schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: typeof schema === 'function' ? schema(new Date()) : schema,
        formatError: formatIssues,
      }) as never,
  });
  const formRef = useFocusFirstInvalid<HTMLFormElement>(`${attempt}:${JSON.stringify(state.result?.error)}`);
  /**
   * Conform validates (and refuses) first; counting the attempt then moves the focus after the render.
   * A valid form is sent from here rather than by React's form action, which resets the form once the
   * action ends: every field would go back to the value the page was rendered with, so a saved birthday
   * showed the old one and a refused e-mail lost what was typed. Sent this way, the fields keep what
   * the server now holds (or was refused); an answer that empties the form (Conform's resetForm) still
   * does. Without JavaScript the form posts to the same action.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    setAttempt((n) => n + 1);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(data));
  };
  return { state, formAction, pending, form, fields, formRef, onSubmit };
}
