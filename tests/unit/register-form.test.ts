import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { FormState } from '@/lib/forms';

/**
 * The sign-up form's two states, rendered as the server renders them (the page after a post without
 * JavaScript is the same markup). The form's hook is replaced by its answer: the action is not run here.
 */
let state: FormState = { result: null, success: null };
vi.mock('@/server/actions/account/sign-up', () => ({ registerAction: async () => state }));
vi.mock('@/client/forms/useShopForm', () => ({
  useShopForm: () => {
    const field = (name: string) => ({ name, id: name, errorId: `${name}-error`, descriptionId: name });
    return {
      state,
      formAction: () => {},
      pending: false,
      form: { id: 'register', errorId: 'register-error', errors: undefined, onSubmit: () => {} },
      fields: new Proxy({}, { get: (_target, name: string) => field(name) }),
      formRef: { current: null },
      onSubmit: () => {},
    };
  },
}));
vi.mock('@conform-to/react', async (original) => ({
  ...(await original<object>()),
  getFormProps: () => ({}),
  getInputProps: (field: { name: string }) => ({ name: field.name, id: field.name }),
}));

const { RegisterForm } = await import('@/client/account/RegisterForm');

const labels = new Proxy({} as Record<string, string>, { get: (_target, key: string) => `[${key}]` });
const templates = { 'alerts.CUSTOMER_DISABLED_DETAILED': 'We have sent an e-mail to {email}.' };
const render = () =>
  renderToStaticMarkup(
    createElement(RegisterForm, {
      locale: 'fr-fr',
      labels,
      templates,
      rules: { schema: 'register', constraint: {} },
    }),
  );

describe('the sign-up form', () => {
  it('shows its fields until the account is asked for', () => {
    state = { result: null, success: null };
    const html = render();
    expect(html).toContain('data-testid="register-form"');
    expect(html).toContain('name="email"');
  });

  it('after a sign-up shows the message and a link onward, not the emptied form again', () => {
    state = { result: null, success: 'CUSTOMER_DISABLED_DETAILED', email: 'lea@example.com' };
    const html = render();
    expect(html).toContain('We have sent an e-mail to lea@example.com.');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('name="password"');
    expect(html).toMatch(/<a [^>]*href="\/fr-fr"[^>]*>\[continueShopping\]<\/a>/);
  });
});
