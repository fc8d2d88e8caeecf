import { vi } from 'vitest';
import { botCheckField, type BotCheckAction } from '@/lib/bot-check';
import type { FormState } from '@/lib/forms';
import { botCheckToken } from './bot-check';

/**
 * One visitor for server actions and route handlers run in Vitest: a cookie jar behind next/headers
 * (with the options each cookie was set with), a client address, and `redirect` as a catchable error.
 * Import it before the modules under test (they are then imported dynamically).
 */
export const jar = new Map<string, string>();
export const cookieOptions = new Map<string, Record<string, unknown>>();
export const visitor = { clientAddress: '203.0.113.1' };

vi.mock('next/headers', async () => {
  const { cookieStore } = await import('./cookie-jar');
  return {
    cookies: async () => cookieStore(jar, cookieOptions),
    // What a client sends with no proxy in front: its address reaches the app as X-Forwarded-For.
    headers: async () => new Headers({ 'x-forwarded-for': visitor.clientAddress }),
  };
});

export class Redirect extends Error {
  constructor(readonly location: string) {
    super(`redirect ${location}`);
  }
}

vi.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Redirect(location);
  },
}));

export function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

/** A form action's first state (no answer yet). */
export const empty = { result: null, success: null };

/** The actions a bot check guards (spec §5), by name: `run` posts a solved token as a browser would. */
const botChecked: Record<string, BotCheckAction> = {
  loginAction: 'log_in',
  registerAction: 'sign_up',
  forgotPasswordAction: 'recovery',
};

/** Runs a form action that may redirect: its state, or where it sent the visitor. */
export async function run<State = FormState>(
  action: (state: typeof empty, data: FormData) => Promise<State>,
  entries: Record<string, string>,
): Promise<{ state?: State; location?: string }> {
  const guardedBy = botChecked[action.name];
  const token = guardedBy && !(botCheckField in entries) ? await botCheckToken(guardedBy) : null;
  try {
    return {
      state: await action(
        empty,
        form({ locale: 'fr-fr', ...(token ? { [botCheckField]: token } : {}), ...entries }),
      ),
    };
  } catch (error) {
    if (error instanceof Redirect) return { location: error.location };
    throw error;
  }
}
