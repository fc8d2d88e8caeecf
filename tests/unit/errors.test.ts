import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogueCode,
  errorCodes,
  normaliseCartWarnings,
  normaliseUserError,
  normaliseUserErrors,
  providerCodeToCatalogue,
  recaptchaErrorCode,
  tooManyRequestsMessage,
} from '../../lib/errors';

const schema = JSON.parse(
  readFileSync(
    new URL('../../node_modules/@shopify/hydrogen-react/storefront.schema.json', import.meta.url),
    'utf8',
  ),
) as { __schema: { types: { name: string; enumValues?: { name: string }[] | null }[] } };
const enumValues = (name: string) =>
  schema.__schema.types.find((type) => type.name === name)!.enumValues!.map((value) => value.name);

describe('spec §8 error codes', () => {
  it('lists every code of the catalogue, plus the bot-check code and the shop own limits (cart lines, rate, address book, discount and gift card codes) and options no variant has', () => {
    expect(errorCodes).toEqual([
      'ALREADY_ENABLED',
      'BAD_DOMAIN',
      'BLANK',
      'BLANK_DOMAIN',
      'CONTAINS_HTML_TAGS',
      'CONTAINS_URL',
      'CUSTOMER_DISABLED',
      'CUSTOMER_DISABLED_DETAILED',
      'INVALID',
      'INVALID_MULTIPASS_REQUEST',
      'NOT_FOUND',
      'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      'TAKEN',
      'TAKEN_EMAIL',
      'TAKEN_PHONE',
      'TOKEN_INVALID',
      'TOO_LONG',
      'TOO_SHORT',
      'UNIDENTIFIED_CUSTOMER',
      'SERVER_ERROR',
      'VARIANT_STOCK_UNAVAILABLE',
      'MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT',
      'NO_MORE_PRODUCTS_AVAILABLE',
      'GOOGLE_RECAPTCHA_ERROR',
      'CART_LINES_LIMIT',
      'TOO_MANY_REQUESTS',
      'ADDRESS_BOOK_FULL',
      'DISCOUNT_CODE_NOT_APPLICABLE',
      'GIFT_CARD_NOT_APPLICABLE',
      'GIFT_CARD_RECIPIENT_INVALID',
      'REFUSED',
      'OPTIONS_NOT_OFFERED',
    ]);
  });

  it('names the bot-check code after its provider, ending in RECAPTCHA_ERROR', () => {
    expect(recaptchaErrorCode).toMatch(/^[A-Z]+_RECAPTCHA_ERROR$/);
  });
});

describe('provider codes of the 2025-07 schema', () => {
  it('every CustomerErrorCode is a catalogue code as it is', () => {
    for (const code of enumValues('CustomerErrorCode')) expect(catalogueCode(code, null)).toBe(code);
  });

  it('every mapped provider code is a real CartErrorCode or CartWarningCode', () => {
    const real = new Set([...enumValues('CartErrorCode'), ...enumValues('CartWarningCode')]);
    for (const code of Object.keys(providerCodeToCatalogue)) expect(real, code).toContain(code);
  });

  it('maps stock and quantity problems to the catalogue stock codes', () => {
    expect(catalogueCode('MERCHANDISE_OUT_OF_STOCK', null)).toBe('VARIANT_STOCK_UNAVAILABLE');
    expect(catalogueCode('MERCHANDISE_NOT_ENOUGH_STOCK', null)).toBe('NO_MORE_PRODUCTS_AVAILABLE');
    expect(catalogueCode('MAXIMUM_EXCEEDED', null)).toBe('MAX_ITEMS_REACHED_BY_PRODUCT_VARIANT');
    expect(catalogueCode('INVALID_DELIVERY_ADDRESS_ID', null)).toBe('NOT_FOUND');
    expect(catalogueCode('ADDRESS_FIELD_IS_REQUIRED', null)).toBe('BLANK');
  });

  it('maps a line not in the cart to NOT_FOUND, and a cart too large to the cart-lines limit', () => {
    expect(catalogueCode('INVALID_MERCHANDISE_LINE', null)).toBe('NOT_FOUND');
    expect(catalogueCode('CART_TOO_LARGE', null)).toBe('CART_LINES_LIMIT');
  });

  it('unknown codes become SERVER_ERROR', () => {
    expect(catalogueCode('SERVICE_UNAVAILABLE', null)).toBe('SERVER_ERROR');
    expect(catalogueCode('SOMETHING_NEW', 'email')).toBe('SERVER_ERROR');
  });

  it('tells a taken e-mail from a taken phone', () => {
    expect(catalogueCode('TAKEN', 'email')).toBe('TAKEN_EMAIL');
    expect(catalogueCode('TAKEN', 'phone')).toBe('TAKEN_PHONE');
    expect(catalogueCode('TAKEN', 'addressName')).toBe('TAKEN');
  });
});

describe('spec §8 normalising user errors to field, message and optional code', () => {
  it('the second element of the field path names the field', () => {
    expect(
      normaliseUserError({
        field: ['input', 'email'],
        message: 'Email has already been taken',
        code: 'TAKEN',
      }),
    ).toEqual({ field: 'email', message: 'Email has already been taken', code: 'TAKEN_EMAIL' });
    expect(normaliseUserError({ field: ['address', 'zip', 'x'], message: 'm', code: 'BLANK' }).field).toBe(
      'zip',
    );
  });

  it('has no field when the path has no second element', () => {
    expect(
      normaliseUserError({ field: null, message: 'Unidentified customer', code: 'UNIDENTIFIED_CUSTOMER' }),
    ).toEqual({ field: null, message: 'Unidentified customer', code: 'UNIDENTIFIED_CUSTOMER' });
    expect(
      normaliseUserError({ field: ['customerAccessToken'], message: 'm', code: 'TOKEN_INVALID' }).field,
    ).toBeNull();
    expect(normaliseUserError({ message: 'm' })).toEqual({ field: null, message: 'm', code: null });
  });

  it('normalises a list, and nothing when the provider sends none', () => {
    expect(
      normaliseUserErrors([{ field: ['input', 'password'], message: 'too short', code: 'TOO_SHORT' }]),
    ).toEqual([{ field: 'password', message: 'too short', code: 'TOO_SHORT' }]);
    expect(normaliseUserErrors(null)).toEqual([]);
  });

  it('keeps only the stock warnings of a cart', () => {
    expect(
      normaliseCartWarnings([
        { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 2 left' },
        { code: 'DISCOUNT_NOT_FOUND', message: 'Unknown code' },
      ]),
    ).toEqual([{ field: null, message: 'Only 2 left', code: 'NO_MORE_PRODUCTS_AVAILABLE' }]);
  });
});

describe('the rate-limit message', () => {
  it('asks for the wait in whole minutes, at least one', () => {
    const template = 'Try again in {minutes} min.';
    expect(tooManyRequestsMessage(template, 1)).toBe('Try again in 1 min.');
    expect(tooManyRequestsMessage(template, 61)).toBe('Try again in 2 min.');
    expect(tooManyRequestsMessage(template, Number.NaN)).toBe('Try again in 1 min.');
  });
});
