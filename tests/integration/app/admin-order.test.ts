import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { demoCustomer, signIn } from '../../support/shop-data';

/** A cookie jar standing in for next/headers: one visitor per test. */
const jar = new Map<string, string>();
vi.mock('next/headers', async () => {
  const { cookieStore } = await import('../../support/cookie-jar');
  return { cookies: async () => cookieStore(jar) };
});

let backends: RunningBackends;
let route: typeof import('@/app/api/orders/get-admin-order/route');
let sessionCookie: string;

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
  route = await import('@/app/api/orders/get-admin-order/route');
  sessionCookie = (await import('@/server/customer/session')).customerSessionCookieName();
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

/** The number in the gid of a seeded order of `email` (the account's links carry it). */
function orderNumberOf(email: string): string {
  const row = backends.context.db.get<{ id: number }>(
    'SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ? ORDER BY o.id LIMIT 1',
    [email],
  );
  if (!row) throw new Error(`no order of ${email}`);
  return String(row.id);
}

const ask = (order: string) =>
  route.GET(new Request(`http://localhost/api/orders/get-admin-order/?order=${encodeURIComponent(order)}`));

describe('GET /api/orders/get-admin-order/ (spec §7.2 orders/get-admin-order)', () => {
  it("answers the session customer's own order, read through the Admin API", async () => {
    jar.set(sessionCookie, await signIn(backends, demoCustomer.email, demoCustomer.password));
    const response = await ask(orderNumberOf(demoCustomer.email));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { order } = await response.json();
    expect(order).toMatchObject({
      id: `gid://shopify/Order/${orderNumberOf(demoCustomer.email)}`,
      name: expect.stringMatching(/^#\d+$/),
      lineItems: {
        nodes: expect.arrayContaining([expect.objectContaining({ quantity: expect.any(Number) })]),
      },
    });
    expect(order).not.toHaveProperty('customer');
  });

  it("refuses another customer's order with the same answer as an order that does not exist", async () => {
    jar.set(sessionCookie, await signIn(backends, demoCustomer.email, demoCustomer.password));
    const someoneElses = await ask(orderNumberOf('hiroshi.tanaka@example.jp'));
    const missing = await ask('999999999');
    expect(someoneElses.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await someoneElses.json()).toEqual(await missing.json());
  });

  it('answers 401 without a session, and 400 naming the field for an id that is no order number', async () => {
    expect((await ask(orderNumberOf(demoCustomer.email))).status).toBe(401);
    for (const bad of ['gid://shopify/Order/1', '-1', '1e3', '']) {
      const response = await ask(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'order' });
    }
  });
});
