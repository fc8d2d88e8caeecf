import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSuccessAlert, normaliseUserErrors, routeUserErrors, successAlertTypes } from '@/lib/errors';
import { formRules, parseSubmission } from '@/lib/form-schemas';
import { validateForm } from '@/client/forms/validate';
import { encodeErrorCode, errorText } from '@/lib/forms';
import { supportedLanguages } from '@/lib/markets';
import {
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  registerSchema,
} from '@/lib/validation/account';
import { addressSchema } from '@/lib/validation/address-book';

const today = new Date('2025-06-15T12:00:00Z');

function formData(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

/** What Conform answers a form post with, as the shop formats it: field -> error codes. */
function errorsOf(schema: Parameters<typeof parseSubmission>[1], entries: Record<string, string>) {
  const submission = parseSubmission(formData(entries), schema);
  return submission.status === 'success' ? null : submission.error;
}

/** A sign-up every rule of the register form accepts. */
const signUp = {
  firstName: 'Anaïs',
  lastName: 'Roux',
  email: 'anais@example.com',
  password: 'correct horse',
  repeatPassword: 'correct horse',
  acceptTerms: 'on',
  acceptPrivacy: 'on',
};

const templates = {
  'error.pattern': 'This value is not valid.',
  'error.required': 'This field is required.',
  'error.passwordMinLength': 'At least {min} characters.',
  'error.maxLength': 'At most {max} characters.',
  'alerts.TOO_MANY_REQUESTS': 'Try again in {minutes} min.',
  'alerts.CUSTOMER_DISABLED_DETAILED': 'We sent an e-mail to {email}.',
};

describe('spec §5 error codes: error.{type} with the values they interpolate', () => {
  it('a form post is validated by the same schema, each field getting its first error', () => {
    expect(errorsOf(loginSchema, { email: 'nope', password: 'short' })).toEqual({
      email: ['error.email'],
      password: ['error.passwordMinLength?min=8'],
    });
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: ['error.emailRequired'],
      password: ['error.passwordRequired'],
    });
  });

  it('an address name longer than 35 characters names the bound', () => {
    const errors = errorsOf(addressSchema, { addressName: 'x'.repeat(36) });
    expect(errors?.addressName).toEqual(['error.maxLength?max=35']);
  });

  it('repeat fields must match: the error shows under the repeat field', () => {
    expect(errorsOf(newPasswordSchema, { newPassword: 'abcdefgh', repeatNewPassword: 'abcdefgi' })).toEqual({
      repeatNewPassword: ['error.passwordMatch'],
    });
    expect(
      errorsOf(passwordChangeSchema, {
        password: 'current-pass',
        newPassword: 'new-password',
        repeatNewPassword: 'new-passwork',
      }),
    ).toEqual({ repeatNewPassword: ['error.passwordMatch'] });
  });

  it('a ticked checkbox posts "on"; accept terms and privacy are required, marketing is optional', () => {
    const valid = {
      firstName: 'Anaïs',
      lastName: "D'Arcy-Lévêque",
      email: 'anais@example.com',
      password: 'correct horse',
      repeatPassword: 'correct horse',
    };
    expect(errorsOf(registerSchema(today), valid)).toEqual({
      acceptTerms: ['error.required'],
      acceptPrivacy: ['error.required'],
    });
    expect(errorsOf(registerSchema(today), { ...valid, acceptTerms: 'on', acceptPrivacy: 'on' })).toBeNull();
    expect(
      errorsOf(registerSchema(today), { ...valid, acceptTerms: 'on', acceptPrivacy: 'on', gender: 'robot' }),
    ).toEqual({ gender: ['error.pattern'] });
  });

  it('an empty optional field (birthday, gender left on its blank option) is left out, not refused', () => {
    const valid = { ...signUp, birthday: '', gender: '' };
    expect(errorsOf(registerSchema(today), valid)).toBeNull();
    expect(errorsOf(registerSchema(today), { ...valid, birthday: '2020-01-01' })).toEqual({
      birthday: ['error.birthday'],
    });
  });

  it('translates a code with its template, filling the values in', () => {
    expect(errorText('error.passwordMinLength?min=8', templates)).toBe('At least 8 characters.');
    expect(errorText(encodeErrorCode({ key: 'error.maxLength', values: { max: 35 } }), templates)).toBe(
      'At most 35 characters.',
    );
    expect(errorText('alerts.TOO_MANY_REQUESTS?minutes=3', templates)).toBe('Try again in 3 min.');
    expect(errorText('alerts.CUSTOMER_DISABLED_DETAILED?email=a%2Bb%40example.com', templates)).toBe(
      'We sent an e-mail to a+b@example.com.',
    );
  });

  it('an unknown code reads as the generic "not valid" message, never as the raw code', () => {
    expect(errorText('error.nonsense', templates)).toBe('This value is not valid.');
    expect(errorText('alerts.SOMETHING_NEW', templates)).toBe('This value is not valid.');
  });
});

describe("a form's rules before zod loads (docs/adr/0017)", () => {
  it('are plain data from the schema: its name and the HTML constraints of its fields', () => {
    const rules = formRules('login');
    expect(rules).toEqual({
      schema: 'login',
      constraint: { email: { required: true }, password: { required: true } },
    });
    // The server hands them to the form's island as a prop: they survive the RSC payload as they are.
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });

  it('of a schema that takes today are read from it (required boxes, optional birthday)', () => {
    const { constraint } = formRules('register');
    expect(constraint.acceptTerms).toEqual({ required: true });
    expect(constraint.birthday).toEqual({ required: false });
    expect(constraint.gender).toEqual({ required: false, pattern: 'male|female|other' });
  });

  it("the browser's validation builds such a schema for the day it validates on", () => {
    const errors = (entries: Record<string, string>) => {
      const submission = validateForm('register', formData({ ...signUp, ...entries }));
      return submission.status === 'success' ? null : submission.error;
    };
    expect(errors({ birthday: `${new Date().getUTCFullYear() - 5}-01-01` })).toEqual({
      birthday: ['error.birthday'],
    });
    expect(errors({ birthday: '1990-06-01' })).toBeNull();
  });
});

describe('spec §8 codes routed to fields or to the form alert', () => {
  const loginFields = ['email', 'password'];

  it('a code whose field the form shows goes under that field; others are the form alert', () => {
    const errors = normaliseUserErrors([
      { field: ['input', 'email'], message: 'Email has already been taken', code: 'TAKEN' },
      { field: ['input', 'password'], message: 'too short', code: 'TOO_SHORT' },
    ]);
    expect(routeUserErrors(errors, loginFields)).toEqual({
      fields: { email: ['TAKEN_EMAIL'], password: ['TOO_SHORT'] },
      alert: null,
    });
  });

  it('a code with no field, or a field the form lacks, is the form alert; unknown codes are SERVER_ERROR', () => {
    const errors = normaliseUserErrors([
      { field: null, message: 'Unidentified customer', code: 'UNIDENTIFIED_CUSTOMER' },
      { field: ['input', 'phone'], message: 'taken', code: 'TAKEN' },
    ]);
    expect(routeUserErrors(errors, loginFields)).toEqual({ fields: {}, alert: 'UNIDENTIFIED_CUSTOMER' });
    expect(routeUserErrors(normaliseUserErrors([{ field: null, message: '?', code: 'WHAT' }]), [])).toEqual({
      fields: {},
      alert: 'SERVER_ERROR',
    });
    expect(routeUserErrors([{ field: null, message: 'legacy', code: null }], []).alert).toBe('SERVER_ERROR');
  });

  it("the provider's field can be aliased to the form's (password -> newPassword on a reset)", () => {
    const errors = normaliseUserErrors([{ field: ['input', 'password'], message: 'x', code: 'TOO_SHORT' }]);
    expect(routeUserErrors(errors, ['newPassword'], { password: 'newPassword' }).fields).toEqual({
      newPassword: ['TOO_SHORT'],
    });
  });

  it('the success types are ENTITY_SAVED, EMAIL_SENT, PASSWORD_RESET, CUSTOMER_DISABLED(_DETAILED) and the others of §8', () => {
    for (const type of [
      'ENTITY_SAVED',
      'EMAIL_SENT',
      'PASSWORD_RESET',
      'CUSTOMER_DISABLED',
      'CUSTOMER_DISABLED_DETAILED',
    ])
      expect(isSuccessAlert(type), type).toBe(true);
    for (const type of ['ALERT_STOCK_SUCCESS', 'NEWSLETTER_SUBSCRIBE', 'COOKIES_UPDATED'])
      expect(isSuccessAlert(type), type).toBe(true);
    expect(isSuccessAlert('SERVER_ERROR')).toBe(false);
    expect(isSuccessAlert('TOKEN_INVALID')).toBe(false);
  });

  it('every customer code a form can show, and every account success, has a message in each language', () => {
    const shown = [
      'ALREADY_ENABLED',
      'CUSTOMER_DISABLED',
      'CUSTOMER_DISABLED_DETAILED',
      'TAKEN_EMAIL',
      'TAKEN_PHONE',
      'TOKEN_INVALID',
      'UNIDENTIFIED_CUSTOMER',
      'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      'TOO_SHORT',
      'TOO_LONG',
      'BLANK',
      'INVALID',
      'SERVER_ERROR',
      'TOO_MANY_REQUESTS',
      'ENTITY_SAVED',
      'EMAIL_SENT',
      'PASSWORD_RESET',
    ];
    expect(successAlertTypes).toContain('PASSWORD_RESET');
    for (const language of supportedLanguages) {
      const alerts = JSON.parse(
        readFileSync(join(process.cwd(), 'messages', language, 'alerts.json'), 'utf8'),
      ) as Record<string, string>;
      expect(
        shown.filter((code) => !alerts[code]),
        language,
      ).toEqual([]);
    }
  });
});
