import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/**
 * The two vendors the local backends play (docs/adr/0022): Zendesk's messaging widget (the support
 * chat, answered from the outbox) and Criteo's OneTag (the retail-marketing tag, at /__retail-events).
 * Every body is checked: a bad one is a 400 naming the field, never stored.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

const key = '5f0c0f6e-8d1a-4d55-9f43-2c1e3a7b9d10';
const post = (path: string, body: unknown) =>
  fetch(`${backends.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(body),
  });

describe('support chat (Zendesk, played)', () => {
  it('serves the snippet, keeps a message with its page and locale, and shows the answer', async () => {
    const snippet = await fetch(`${backends.origin}/zendesk/ekr/snippet.js?key=${key}`);
    expect(snippet.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await snippet.text()).toContain('window.zE =');

    const sent = await post('/zendesk/conversations', {
      key,
      text: 'Avez-vous la taille S ?',
      page: 'http://localhost:3000/fr-fr/fashion/product/silk-wrap-dress',
      locale: 'fr-fr',
    });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
    const { conversationId } = (await sent.json()) as { conversationId: string };

    const outbox = await (await fetch(`${backends.origin}/__outbox`)).text();
    expect(outbox).toContain('Avez-vous la taille S ?');
    expect(outbox).toContain('fr-fr · http://localhost:3000/fr-fr/fashion/product/silk-wrap-dress');

    const reply = await fetch(`${backends.origin}/__outbox/chat/${conversationId}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ text: 'Oui, elle est disponible.' }),
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
    const messages = (await (
      await fetch(`${backends.origin}/zendesk/conversations/${conversationId}/messages`)
    ).json()) as { author: string; text: string }[];
    expect(messages.map((message) => [message.author, message.text])).toEqual([
      ['shopper', 'Avez-vous la taille S ?'],
      ['agent', 'Oui, elle est disponible.'],
    ]);
  });

  it('refuses a bad message and an answer to no conversation', async () => {
    const empty = await post('/zendesk/conversations', { key, text: ' ', page: 'http://localhost:3000/' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toMatch(/^text:/);
    const noKey = await post('/zendesk/conversations', { text: 'x', page: 'http://localhost:3000/' });
    expect(noKey.status).toBe(400);
    const orphan = await fetch(`${backends.origin}/__outbox/chat/${key}/reply`, {
      method: 'POST',
      body: new URLSearchParams({ text: 'Hello' }),
    });
    expect(orphan.status).toBe(404);
  });
});

describe('retail-marketing tag (Criteo OneTag, played)', () => {
  const envelope = { account: '74210', siteType: 'd', page: 'http://localhost:3000/fr-fr' };

  it('stores the three events and lists them, newest first', async () => {
    for (const event of [
      { event: 'viewItem', item: 'SKU-1' },
      { event: 'addToCart', currency: 'EUR', item: [{ id: 'SKU-1', price: 690, quantity: 1 }] },
      { event: 'beginCheckout', currency: 'EUR', item: [{ id: 'SKU-1', price: 690, quantity: 1 }] },
    ])
      expect((await post('/criteo/events', { ...event, ...envelope })).status).toBe(200);
    const listed = (await (await fetch(`${backends.origin}/__retail-events.json`)).json()) as {
      event: string;
      account: string;
    }[];
    expect(listed.map((event) => event.event)).toEqual(['beginCheckout', 'addToCart', 'viewItem']);
    expect(listed[0]!.account).toBe('74210');
    expect(await (await fetch(`${backends.origin}/__retail-events`)).text()).toContain('beginCheckout');
  });

  it('refuses an unknown event, a bad account and a body that is not JSON', async () => {
    expect((await post('/criteo/events', { event: 'trackEverything', ...envelope })).status).toBe(400);
    expect(
      (await post('/criteo/events', { event: 'viewItem', item: 'x', ...envelope, account: 'a' })).status,
    ).toBe(400);
    const notJson = await fetch(`${backends.origin}/criteo/events`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${backends.origin}/criteo/events`)).status).toBe(405);
  });
});
