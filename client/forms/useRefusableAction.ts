'use client';

import { useActionState } from 'react';
import { unstable_rethrow } from 'next/navigation';

/**
 * `useActionState` for a server action that the request guards may refuse before it runs (proxy.ts,
 * server/guards/: a foreign origin's 403, a body that is not a call). Next.js then throws in the
 * browser and React gives the error to the page's error boundary: the page, and what was typed in it,
 * gave way to a blank or generic page (issue 31, defect 15). `formAction` goes on the <form>, so it
 * still posts without JavaScript; `dispatch`, called from the page's own submit handler, answers such
 * a refusal with `refused(state)` instead, in the form. A redirect or a not-found goes on to Next.js.
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
