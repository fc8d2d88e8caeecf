import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '@/client/cart/labels';
import alerts from '@/messages/fr/alerts.json';

describe("the cart panel's refusal texts", () => {
  // As components/cart/cart-labels.ts translates them on the server: {minutes} kept for the client.
  const t = createTranslator({ locale: 'fr', messages: { alerts }, namespace: 'alerts' });
  const errors = {
    TOO_MANY_REQUESTS: t('TOO_MANY_REQUESTS', { minutes: '{minutes}' }),
    SERVER_ERROR: t('SERVER_ERROR', { minutes: '{minutes}' }),
  };

  it("fill a rate limit's wait in whole minutes, at least one", () => {
    expect(refusalMessage(errors, 'TOO_MANY_REQUESTS', 600)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 10 min.',
    );
    expect(refusalMessage(errors, 'TOO_MANY_REQUESTS', 5)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 1 min.',
    );
  });

  it('read an unknown code as the server error', () => {
    expect(refusalMessage(errors, 'SOMETHING_NEW')).toBe(errors.SERVER_ERROR);
  });
});
