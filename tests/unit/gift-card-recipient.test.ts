import { describe, expect, it } from 'vitest';
import { sendOnRange } from '../../lib/gift-card-recipient';
import { recipientAttributes, recipientOf } from '../../server/cart/gift-card-recipient';

const today = new Date('2026-03-10T12:00:00Z');
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a gift card's recipient (Shopify's line attributes)", () => {
  it('is none when every field is empty: the card goes to the buyer', () => {
    expect(recipientOf(form({ recipientEmail: ' ', recipientMessage: '' }), today)).toBeNull();
    expect(recipientOf(form({}), today)).toBeNull();
  });

  it('becomes the attributes Shopify reads, with its send flag, empty fields left out', () => {
    const recipient = recipientOf(
      form({
        recipientEmail: ' camille@example.fr ',
        recipientName: 'Camille',
        recipientMessage: 'Joyeux anniversaire !',
        recipientSendOn: '2026-06-08',
      }),
      today,
    );
    expect(recipient).not.toBe('invalid');
    expect(recipientAttributes(recipient as Exclude<typeof recipient, 'invalid' | null>)).toEqual([
      { key: 'Recipient email', value: 'camille@example.fr' },
      { key: 'Recipient name', value: 'Camille' },
      { key: 'Message', value: 'Joyeux anniversaire !' },
      { key: 'Send on', value: '2026-06-08' },
      { key: '__shopify_send_gift_card_to_recipient', value: 'on' },
    ]);
    const bare = recipientOf(form({ recipientEmail: 'camille@example.fr' }), today);
    expect(recipientAttributes(bare as Exclude<typeof bare, 'invalid' | null>)).toEqual([
      { key: 'Recipient email', value: 'camille@example.fr' },
      { key: '__shopify_send_gift_card_to_recipient', value: 'on' },
    ]);
  });

  it.each([
    ['a name without an e-mail address', { recipientName: 'Camille' }],
    ['an e-mail address of no shape', { recipientEmail: 'camille@' }],
    ['a message past 200 characters', { recipientEmail: 'c@example.fr', recipientMessage: 'x'.repeat(201) }],
    ['a send date in the past', { recipientEmail: 'c@example.fr', recipientSendOn: '2026-03-09' }],
    ['a send date past 90 days', { recipientEmail: 'c@example.fr', recipientSendOn: '2026-06-09' }],
    ['a send date of no shape', { recipientEmail: 'c@example.fr', recipientSendOn: '8 juin' }],
  ])('refuses %s', (_case, fields) => {
    expect(recipientOf(form(fields), today)).toBe('invalid');
  });

  it('offers send dates from today to 90 days ahead', () => {
    expect(sendOnRange(today)).toEqual({ min: '2026-03-10', max: '2026-06-08' });
  });
});
