import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { POST } from '@/app/api/gift-card-balance/route';
import { botCheckToken } from '../../support/bot-check';

let backends: RunningBackends;

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());

/** Every request carries a solved bot check (spec §5), as the page's form posts it. */
async function ask(body: unknown) {
  const withToken =
    typeof body === 'string'
      ? body
      : JSON.stringify({ ...(body as object), token: await botCheckToken('gift_card_balance') });
  return POST(
    new Request('http://localhost/api/gift-card-balance/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: withToken,
    }),
  );
}

describe('POST /api/gift-card-balance/ through the Admin API of the local backends', () => {
  it('answers the balance and expiry of the demo card, and nothing more', async () => {
    const response = await ask({ code: ' gift-2026-demo-0001 ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      balance: { amount: '150.0', currencyCode: 'EUR' },
      expiresOn: '2028-03-31',
    });
  });

  it('still shows the balance of an expired card, with its date', async () => {
    const response = await ask({ code: 'GIFT-2025-EXPD-0002' });
    expect(await response.json()).toEqual({
      balance: { amount: '50.0', currencyCode: 'EUR' },
      expiresOn: '2025-12-31',
    });
  });

  it.each([
    ['an unknown code', { code: 'GIFT-0000-NONE-0000' }],
    ['a disabled card', { code: 'GIFT-2026-DSBL-0003' }],
  ])('answers 404 for %s', async (_name, body) => {
    const response = await ask(body);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', field: 'code' });
  });

  it.each([
    ['no code', {}],
    ['a code with quotes', { code: 'x" OR code:*' }],
    ['a body that is not JSON', '{code:'],
  ])('answers 400 for %s', async (_name, body) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID' });
  });
});
