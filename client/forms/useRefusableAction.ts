'use client';

import { useActionState } from 'react';
import { unstable_rethrow } from 'next/navigation';

/**
 * `useActionState` for a server action the request guards may refuse before it runs (a foreign
 * origin's 403, a body that is not a call): Next.js throws, and the error boundary would replace the
 * page and what was typed. `dispatch` (from the submit handler) answers `refused(state)` in the form
 * instead; `formAction` on the <form> still posts without JavaScript. Redirects and not-founds go on.
 */
export function useRefusableAction<State>(
  action: (state: Awaited<State>, form: FormData) => Promise<State>,
  initialState: Awaited<State>,
  refused: (state: Awaited<State>) => State,
) {
  const [posted, formAction] = useActionState<State, FormData>(action, initialState);
  const [sent, dispatch, pending] = useActionState<State, FormData>(async (state, form) => {
    try {
      return await action(state, form);
    } catch (error) {
      unstable_rethrow(error);
      return refused(state);
    }
  }, initialState);
  // Without JavaScript only the form's own post answers; with it, only `dispatch` does.
  return { state: sent === initialState ? posted : sent, formAction, dispatch, pending };
}
