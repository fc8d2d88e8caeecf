import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { jar, run, visitor } from '../support/action-harness';
import { freshBackends } from '../support/backends';

const account = await import('@/server/actions/account/sign-in');
const { requestReturnAction } = await import('@/server/actions/returns');

/**
 * A return request (account `return_product`): only an order within the 30-day window is taken,
 * and a registered return sends the instructions the page promises, through the mail relay, in the
 * language of the page it was asked on.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
  process.env.SMTP_URL = backends.smtpUrl;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

const elise = { email: 'elise.moreau@example.fr', password: 'maison-elise-2026' };

async function logIn(locale: string) {
  visitor.clientAddress = '198.51.100.7';
  expect((await run(account.loginAction, { ...elise, locale })).location).toBe(`/${locale}/account`);
}

/** The order's number in the account's links, and the gid of its first line's fulfillment line. */
function orderOf(orderNumber: number) {
  const { db } = backends.context;
  const order = db.get<{ id: number; processed_at: string }>(
    'SELECT id, processed_at FROM orders WHERE order_number = ?',
    [orderNumber],
  )!;
  const line = db.get<{ id: number }>('SELECT id FROM order_lines WHERE order_id = ? ORDER BY id', [
    order.id,
  ])!;
  return { order: String(order.id), line: `gid://shopify/FulfillmentLineItem/${line.id}`, ...order };
}

const mailsTo = async (email: string) =>
  (
    (await (await fetch(`${backends.origin}/__outbox.json`)).json()) as {
      to: string;
      subject: string;
      body: string;
    }[]
  ).filter((mail) => mail.to.toLowerCase() === email);

const dayMs = 86_400_000;

describe('a return request', () => {
  it('e-mails the return instructions in the language of the page', async () => {
    await logIn('fr-fr');
    const { order, line } = orderOf(2012);
    const answer = await run(requestReturnAction, {
      locale: 'fr-fr',
      order,
      line,
      quantity: '1',
      reason: 'SIZE_TOO_SMALL',
    });
    expect(answer.location).toBe(`/fr-fr/account?section=orders&order=${order}&status=returned`);
    const [instructions, ...others] = await mailsTo(elise.email);
    expect(others).toEqual([]);
    expect(instructions?.subject).toBe('Votre retour #2012-R1 – comment nous le renvoyer');
    expect(instructions?.body).toContain('commande #2012');
    expect(instructions?.body).toContain('/fr-fr/account?section=orders');
  });

  it('refuses an order delivered more than 30 days ago, and sends nothing', async () => {
    await logIn('es-eu');
    // The seed dates #2004 (delivered) 31 days back from the seeding day.
    const old = orderOf(2004);
    expect(Date.now() - Date.parse(old.processed_at)).toBeGreaterThan(30 * dayMs);
    const before = (await mailsTo(elise.email)).length;
    const answer = await run(requestReturnAction, {
      locale: 'es-eu',
      order: old.order,
      line: old.line,
      quantity: '1',
      reason: 'COLOR',
    });
    expect(answer.state?.result?.error?.['']).toEqual(['alerts.NOT_FOUND']);
    expect(backends.context.db.get('SELECT id FROM returns WHERE order_id = ?', [old.id])).toBeUndefined();
    expect(await mailsTo(elise.email)).toHaveLength(before);
  });
});
