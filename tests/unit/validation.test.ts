import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountInformationSchema,
  birthdayField,
  forgotPasswordSchema,
  genderField,
  latestBirthday,
  loginSchema,
  newPasswordField,
  newPasswordSchema,
  passwordChangeSchema,
  passwordField,
  registerSchema,
} from '../../lib/validation/account';
import { addressSchema } from '../../lib/validation/address-book';
import { addToCartSchema } from '../../lib/validation/cart';
import { marketSubmitSchema } from '../../lib/validation/market';
import { newsletterSchema } from '../../lib/validation/newsletter';
import { emailField, lettersField, toFieldErrors, validationMessageKeys } from '../../lib/validation/shared';

/** The field errors of a failed parse (message keys and their values), or null when it passes. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : toFieldErrors(result.error);
}
const keyOf = (schema: z.ZodType, input: unknown) => errorsOf(schema, input)?.['']?.key ?? null;

const today = new Date('2025-06-15T12:00:00Z');

describe('spec §5 email: standard pattern, message key error.email', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['anna@example.com', 'a.b+tag@mail.example.co.uk', "o'neil@example.fr"]) {
      expect(keyOf(emailField, email)).toBeNull();
    }
    expect(emailField.parse('  anna@example.com ')).toBe('anna@example.com');
  });

  it('refuses malformed ones with error.email', () => {
    for (const email of [
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'an na@example.com',
      'anna@@example.com',
    ]) {
      expect(keyOf(emailField, email)).toBe('error.email');
    }
  });

  it('an empty or missing e-mail is the e-mail required message', () => {
    expect(keyOf(emailField, '')).toBe('error.emailRequired');
    expect(keyOf(emailField, undefined)).toBe('error.emailRequired');
  });
});

describe('spec §5 city and names: letters, accents, apostrophe, space, hyphen (error.letters)', () => {
  it('accepts names with accents, apostrophes, spaces and hyphens', () => {
    for (const name of [
      'Zoé',
      "D'Artagnan",
      'Jean-Luc',
      'Saint Étienne',
      'Ñúñez',
      'Müller',
      'O’Brien',
      '山田',
    ]) {
      expect(keyOf(lettersField, name)).toBeNull();
    }
  });

  it('name-like fields must not contain numeric characters or other symbols', () => {
    for (const name of ['Anna2', '75001', 'Anna!', 'a_b', 'x@y'])
      expect(keyOf(lettersField, name)).toBe('error.letters');
  });

  it('is required', () => {
    expect(keyOf(lettersField, '   ')).toBe('error.required');
  });
});

describe('spec §5 required and optional address fields', () => {
  const address = {
    addressName: 'Home',
    firstName: 'Anna',
    lastName: 'Martin',
    address1: '1 rue de Rivoli',
    city: 'Paris',
    zip: '75001',
  };

  it('accepts the required fields alone; address2, region, country, state, phone are optional', () => {
    expect(errorsOf(addressSchema, address)).toBeNull();
    expect(addressSchema.parse({ ...address, address2: '', phone: '' })).toMatchObject({
      address2: undefined,
      phone: undefined,
      defaultAddress: false,
    });
  });

  it('reports every missing required field with error.required', () => {
    const errors = errorsOf(addressSchema, {})!;
    for (const field of ['addressName', 'firstName', 'lastName', 'address1', 'city', 'zip']) {
      expect(errors[field]?.key, field).toBe('error.required');
    }
    expect(Object.keys(errors)).toHaveLength(6);
  });

  it('addressName has at most 35 characters', () => {
    expect(errorsOf(addressSchema, { ...address, addressName: 'x'.repeat(35) })).toBeNull();
    expect(errorsOf(addressSchema, { ...address, addressName: 'x'.repeat(36) })).toEqual({
      addressName: { key: 'error.maxLength', values: { max: 35 } },
    });
  });

  it('the default address checkbox is optional and reads a ticked box', () => {
    expect(addressSchema.parse({ ...address, defaultAddress: 'on' }).defaultAddress).toBe(true);
  });
});

describe('spec §5 passwords', () => {
  it('have a minimum length of 8', () => {
    expect(keyOf(passwordField, 'abcdefgh')).toBeNull();
    expect(errorsOf(passwordField, 'abcdefg')).toEqual({
      '': { key: 'error.passwordMinLength', values: { min: 8 } },
    });
  });

  it('are required', () => {
    expect(keyOf(passwordField, '')).toBe('error.passwordRequired');
    expect(keyOf(passwordField, undefined)).toBe('error.passwordRequired');
  });

  it('must not start or end with whitespace', () => {
    expect(keyOf(passwordField, ' abcdefgh')).toBe('error.passwordWhitespace');
    expect(keyOf(passwordField, 'abcdefgh\t')).toBe('error.passwordWhitespace');
    expect(keyOf(passwordField, 'abcd efgh')).toBeNull();
  });

  it("being chosen, have at most the Storefront API's 40 characters, said in the message and the hint", () => {
    const [forty, sixtyFour] = ['a'.repeat(40), 'p'.repeat(64)];
    expect(keyOf(newPasswordField, forty)).toBeNull();
    expect(errorsOf(newPasswordField, sixtyFour)).toEqual({
      '': { key: 'error.passwordMaxLength', values: { max: 40 } },
    });
    const register = { firstName: 'Anna', lastName: 'Lind', email: 'anna@example.com', acceptTerms: 'on' };
    const chosen = { ...register, acceptPrivacy: 'on', password: sixtyFour, repeatPassword: sixtyFour };
    expect(errorsOf(registerSchema(today), chosen)?.password?.key).toBe('error.passwordMaxLength');
    expect(
      errorsOf(newPasswordSchema, { newPassword: sixtyFour, repeatNewPassword: sixtyFour })?.newPassword?.key,
    ).toBe('error.passwordMaxLength');
    expect(
      errorsOf(passwordChangeSchema, {
        password: 'current-pw',
        newPassword: sixtyFour,
        repeatNewPassword: sixtyFour,
      })?.newPassword?.key,
    ).toBe('error.passwordMaxLength');
    // Logging in checks what the provider holds: no length of ours in the way.
    expect(errorsOf(loginSchema, { email: 'anna@example.com', password: sixtyFour })).toBeNull();
    for (const language of ['en', 'fr', 'es', 'ja']) {
      const read = (namespace: string) =>
        JSON.parse(readFileSync(join(process.cwd(), 'messages', language, `${namespace}.json`), 'utf8'));
      expect(read('account').passwordHint, language).toContain('40');
      expect(read('error').passwordMaxLength, language).toContain('{max}');
    }
  });

  it('must match their repeat field, the error showing under the repeat field', () => {
    expect(
      errorsOf(newPasswordSchema, { newPassword: 'abcdefgh', repeatNewPassword: 'abcdefgh' }),
    ).toBeNull();
    expect(errorsOf(newPasswordSchema, { newPassword: 'abcdefgh', repeatNewPassword: 'abcdefgX' })).toEqual({
      repeatNewPassword: { key: 'error.passwordMatch' },
    });
  });

  it('login needs an e-mail and a password; forgot password an e-mail', () => {
    expect(errorsOf(loginSchema, { email: 'anna@example.com', password: 'abcdefgh' })).toBeNull();
    expect(errorsOf(loginSchema, {})).toEqual({
      email: { key: 'error.emailRequired' },
      password: { key: 'error.passwordRequired' },
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: { key: 'error.email' } });
  });
});

describe('spec §5 birthday: from 1900-01-01 to 10 years before today', () => {
  const birthday = birthdayField(today);

  it('the latest birthday is the same calendar date 10 years back', () => {
    expect(latestBirthday(today)).toBe('2015-06-15');
    expect(latestBirthday(new Date('2024-02-29T08:00:00Z'))).toBe('2014-02-28');
  });

  it('accepts both bounds and the dates between', () => {
    for (const date of ['1900-01-01', '1985-07-14', '2015-06-15']) expect(keyOf(birthday, date)).toBeNull();
  });

  it('refuses dates out of range, impossible dates and other formats with error.birthday', () => {
    for (const date of [
      '1899-12-31',
      '2015-06-16',
      '2030-01-01',
      '1990-02-30',
      '14/07/1985',
      '',
      undefined,
    ]) {
      expect(keyOf(birthday, date), String(date)).toBe('error.birthday');
    }
  });
});

describe('spec §5 gender values: male, female, other', () => {
  it('accepts the three values only', () => {
    for (const gender of ['male', 'female', 'other']) expect(keyOf(genderField, gender)).toBeNull();
    expect(keyOf(genderField, 'unknown')).toBe('error.pattern');
  });
});

describe('spec §5 checkbox presets in the register form', () => {
  const register = registerSchema(today);
  const filled = {
    firstName: 'Anna',
    lastName: 'Martin',
    email: 'anna@example.com',
    password: 'abcdefgh',
    repeatPassword: 'abcdefgh',
    acceptTerms: 'on',
    acceptPrivacy: true,
  };

  it('accept terms and privacy are required; marketing is optional', () => {
    expect(register.parse(filled)).toMatchObject({
      acceptTerms: true,
      acceptPrivacy: true,
      acceptsMarketing: false,
    });
    expect(errorsOf(register, { ...filled, acceptTerms: undefined, acceptPrivacy: 'false' })).toEqual({
      acceptTerms: { key: 'error.required' },
      acceptPrivacy: { key: 'error.required' },
    });
    expect(register.parse({ ...filled, acceptsMarketing: 'on' }).acceptsMarketing).toBe(true);
  });

  it('checks the repeated password, and optional birthday and gender when given', () => {
    expect(
      errorsOf(register, { ...filled, repeatPassword: 'different1', birthday: '2020-01-01', gender: 'x' }),
    ).toEqual({
      repeatPassword: { key: 'error.passwordMatch' },
      birthday: { key: 'error.birthday' },
      gender: { key: 'error.pattern' },
    });
  });

  it('account information takes the birthday, gender and phone', () => {
    const account = accountInformationSchema(today);
    const value = {
      firstName: 'Anna',
      lastName: 'Martin',
      email: 'anna@example.com',
      birthday: '1985-07-14',
      gender: 'female',
    };
    expect(account.parse(value)).toMatchObject({
      birthday: '1985-07-14',
      gender: 'female',
      acceptsMarketing: false,
    });
  });
});

describe('one phone rule for the account details and the address book', () => {
  const address = {
    addressName: 'Casa',
    firstName: 'Lucía',
    lastName: 'Martín',
    address1: 'Calle Mayor 1',
    city: 'Madrid',
    zip: '28013',
  };
  const account = { firstName: 'Lucía', lastName: 'Martín', email: 'lucia@example.es' };
  const phoneOf = (schema: z.ZodType, input: object) => (schema.parse(input) as { phone?: string }).phone;

  it.each([
    ['+34 612 345 678', '+34612345678'],
    ['+33 (1) 23.45.67.89', '+33123456789'],
    ['0034 612-345-678', '+34612345678'],
    ['+81 90 1234 5678', '+819012345678'],
  ])('accepts %s in both forms and sends it as %s (E.164, as the provider takes it)', (typed, sent) => {
    expect(phoneOf(addressSchema, { ...address, phone: typed })).toBe(sent);
    expect(phoneOf(accountInformationSchema(today), { ...account, phone: typed })).toBe(sent);
  });

  it.each(['612 345 678', '06 12 34 56 78', 'call me', '+0 612 345 678', '+34 6'])(
    'refuses %s in both forms under the field, with error.phone',
    (typed) => {
      expect(errorsOf(addressSchema, { ...address, phone: typed })).toEqual({
        phone: { key: 'error.phone' },
      });
      expect(errorsOf(accountInformationSchema(today), { ...account, phone: typed })).toEqual({
        phone: { key: 'error.phone' },
      });
    },
  );

  it('says what to change: the message asks for the country code and shows one, in the four languages', () => {
    for (const language of ['en', 'fr', 'es', 'ja']) {
      const messages = JSON.parse(
        readFileSync(join(process.cwd(), 'messages', language, 'error.json'), 'utf8'),
      );
      expect(messages.phone, language).toMatch(/\+\d{2} \d/);
    }
  });
});

describe('spec §3/§5 newsletter: email, required gdpr consent, hidden source tag', () => {
  it('accepts an e-mail with consent', () => {
    expect(newsletterSchema.parse({ email: 'anna@example.com', gdpr: 'on', from: 'footer' })).toEqual({
      email: 'anna@example.com',
      gdpr: true,
      from: 'footer',
    });
  });

  it('reports which fields are invalid or missing', () => {
    expect(errorsOf(newsletterSchema, { email: 'anna' })).toEqual({
      email: { key: 'error.email' },
      gdpr: { key: 'error.required' },
    });
  });
});

describe('spec §5 market submit', () => {
  it('requires both country and language', () => {
    expect(errorsOf(marketSubmitSchema, {})).toEqual({
      country: { key: 'error.required' },
      language: { key: 'error.required' },
    });
    expect(errorsOf(marketSubmitSchema, { country: 'FR', language: 'xx-yy' })).toEqual({
      language: { key: 'error.pattern' },
    });
  });

  it('upper-cases the country and language codes for the storefront', () => {
    expect(marketSubmitSchema.parse({ country: 'be', language: 'fr-fr' })).toEqual({
      locale: 'fr-fr',
      countryCode: 'BE',
      languageCode: 'FR',
    });
  });

  it('an empty country derives from the chosen language', () => {
    expect(marketSubmitSchema.parse({ country: '', language: 'ja-jp' }).countryCode).toBe('JP');
    expect(marketSubmitSchema.parse({ country: '', language: 'en-uk' }).countryCode).toBe('GB');
  });

  it('else it is the default country', () => {
    expect(marketSubmitSchema.parse({ country: '', language: 'en-ww' })).toEqual({
      locale: 'en-ww',
      countryCode: 'US',
      languageCode: 'EN',
    });
  });
});

describe('add to cart input', () => {
  const variantId = 'gid://shopify/ProductVariant/42';

  it('takes a ProductVariant gid and a quantity from 1 to 99, read from form text', () => {
    expect(addToCartSchema.parse({ variantId, quantity: '2' })).toEqual({ variantId, quantity: 2 });
    expect(addToCartSchema.parse({ variantId, quantity: 99 }).quantity).toBe(99);
  });

  it('refuses another kind of id and quantities out of range', () => {
    expect(errorsOf(addToCartSchema, { variantId: 'gid://shopify/Product/42', quantity: 1 })).toEqual({
      variantId: { key: 'error.pattern' },
    });
    expect(errorsOf(addToCartSchema, { variantId, quantity: 0 })).toEqual({
      quantity: { key: 'error.min', values: { min: 1 } },
    });
    expect(errorsOf(addToCartSchema, { variantId, quantity: 100 })).toEqual({
      quantity: { key: 'error.max', values: { max: 99 } },
    });
    expect(errorsOf(addToCartSchema, { variantId, quantity: '1.5' })?.quantity?.key).toBe('error.pattern');
    expect(errorsOf(addToCartSchema, { variantId, quantity: 'two' })?.quantity?.key).toBe('error.pattern');
  });
});

describe('message keys', () => {
  it('are error.{type} keys, each listed once, covering the spec generic messages', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
    for (const key of validationMessageKeys) expect(key).toMatch(/^error\.[a-zA-Z]+$/);
    for (const key of [
      'error.required',
      'error.pattern',
      'error.minLength',
      'error.maxLength',
      'error.phone',
      'error.email',
    ]) {
      expect(validationMessageKeys).toContain(key);
    }
  });
});
