import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { cookieOptions, form, jar, Redirect, run, visitor } from '../support/action-harness';
import { freshBackends } from '../support/backends';

const actions = await import('@/server/actions/account/sign-in');
const addressBook = await import('@/server/actions/address-book');
const returns = await import('@/server/actions/returns');
const { customerSession } = await import('@/server/customer/session');
const updateLocale = await import('@/app/api/customers/update-locale/route');
const updateTags = await import('@/app/api/customers/update-tags/route');
const setMetafields = await import('@/app/api/customers/set-metafields/route');
const countries = await import('@/app/api/countries-input-list/route');

/**
 * The account's records (spec §2.1 sections, §7.2 customers/*): every write reaches the session's own
 * customer only; another customer's address or order, a forged id, oversized or malformed input are
 * refused with a clear code and change nothing.
 */

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => {
  jar.clear();
  cookieOptions.clear();
});

const demo = { email: 'demo@maison.example', password: 'maison-demo-2026' };
const loyal = { email: 'elise.moreau@example.fr', password: 'maison-elise-2026' };
let address = 0;

async function logIn(who: { email: string; password: string }) {
  visitor.clientAddress = `192.0.2.${++address}`;
  expect((await run(actions.loginAction, who)).location).toBe('/fr-fr/account');
}

const db = () => backends.context.db;
const customerId = (email: string) =>
  db().get<{ id: number }>('SELECT id FROM customers WHERE email = ?', [email])!.id;
const addressesOf = (email: string) =>
  db().all<{ id: number; city: string }>('SELECT id, city FROM customer_addresses WHERE customer_id = ?', [
    customerId(email),
  ]);
const metafield = (email: string, key: string) =>
  db().get<{ value: string }>(
    `SELECT value FROM metafields WHERE owner_type = 'Customer' AND owner_id = ? AND key = ?`,
    [customerId(email), key],
  )?.value;

const validAddress = {
  addressName: 'Maison',
  firstName: 'Élise',
  lastName: 'Moreau',
  address1: '4 quai des Chartrons',
  zip: '33000',
  city: 'Bordeaux',
  country: 'FR',
};

async function command(action: (data: FormData) => Promise<void>, entries: Record<string, string>) {
  try {
    await action(form({ locale: 'fr-fr', ...entries }));
    return null;
  } catch (error) {
    if (error instanceof Redirect) return error.location;
    throw error;
  }
}

describe('address book', () => {
  it('adds an address with its name, and refuses another customer’s address id', async () => {
    await logIn(loyal);
    const before = addressesOf(loyal.email).length;
    const saved = await run(addressBook.saveAddressAction, validAddress);
    expect(saved.location).toBe('/fr-fr/account?section=address_book&status=saved');
    const added = addressesOf(loyal.email);
    expect(added).toHaveLength(before + 1);
    const newId = added.at(-1)!.id;
    expect(JSON.parse(metafield(loyal.email, 'address_names')!)).toMatchObject({
      [`gid://shopify/MailingAddress/${newId}`]: 'Maison',
    });

    const demoAddress = addressesOf(demo.email)[0]!;
    const foreignId = `gid://shopify/MailingAddress/${demoAddress.id}`;
    const edit = await run(addressBook.saveAddressAction, { ...validAddress, id: foreignId, city: 'Nice' });
    expect(edit.state?.result?.error?.['']).toEqual(['alerts.NOT_FOUND']);
    expect(await command(addressBook.deleteAddressAction, { id: foreignId })).toBe(
      '/fr-fr/account?section=address_book&status=failed',
    );
    expect(await command(addressBook.makeDefaultAddressAction, { id: 'gid://shopify/Order/1' })).toBe(
      '/fr-fr/account?section=address_book&status=failed',
    );
    expect(addressesOf(demo.email).find((a) => a.id === demoAddress.id)?.city).toBe(demoAddress.city);
  });

  it('refuses 10 kB fields, unknown countries and script-looking names without a 500', async () => {
    await logIn(loyal);
    const before = addressesOf(loyal.email).length;
    const huge = await run(addressBook.saveAddressAction, { ...validAddress, address1: 'x'.repeat(10_000) });
    expect(huge.state?.result?.error?.['']).toEqual(['alerts.INVALID']);
    const country = await run(addressBook.saveAddressAction, { ...validAddress, country: 'XX' });
    expect(country.state?.result?.error?.country).toEqual(['error.pattern']);
    const script = await run(addressBook.saveAddressAction, {
      ...validAddress,
      city: '<script>alert(1)</script>',
    });
    expect(script.state?.result?.error?.city).toEqual(['error.letters']);
    expect(addressesOf(loyal.email)).toHaveLength(before);
  });

  it('sends an anonymous visitor to log in', async () => {
    expect((await run(addressBook.saveAddressAction, validAddress)).location).toBe('/fr-fr/login');
  });
});

describe('return requests (Admin returnRequest)', () => {
  const orderId = (number: number) =>
    String(db().get<{ id: number }>('SELECT id FROM orders WHERE order_number = ?', [number])!.id);
  const lineOf = (number: number) =>
    db().get<{ id: number; quantity: number }>(
      'SELECT l.id, l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = ? ORDER BY l.id',
      [number],
    )!;

  it('requests a return of an own delivered line, then refuses more than is left', async () => {
    await logIn(loyal);
    const line = lineOf(2008);
    const request = {
      order: orderId(2008),
      line: `gid://shopify/FulfillmentLineItem/${line.id}`,
      quantity: String(line.quantity),
      reason: 'SIZE_TOO_LARGE',
      note: 'Trop grand',
    };
    const done = await run(returns.requestReturnAction, request);
    expect(done.location).toBe(`/fr-fr/account?section=orders&order=${request.order}&status=returned`);
    expect(
      db().get<{ status: string }>('SELECT status FROM returns WHERE order_id = ?', [Number(request.order)])
        ?.status,
    ).toBe('REQUESTED');
    const again = await run(returns.requestReturnAction, request);
    expect(again.state?.result?.error?.['']).toEqual(['alerts.INVALID']);
  });

  it('treats another customer’s order as not found, and an undelivered one as not returnable', async () => {
    await logIn(loyal);
    const demoLine = lineOf(1001);
    const foreign = await run(returns.requestReturnAction, {
      order: orderId(1001),
      line: `gid://shopify/FulfillmentLineItem/${demoLine.id}`,
      quantity: '1',
      reason: 'COLOR',
    });
    expect(foreign.state?.result?.error?.['']).toEqual(['alerts.NOT_FOUND']);
    const inProgress = await run(returns.requestReturnAction, {
      order: orderId(2003),
      line: `gid://shopify/FulfillmentLineItem/${lineOf(2003).id}`,
      quantity: '1',
      reason: 'COLOR',
    });
    // Refused by the shop before the provider is asked: not delivered, so not returnable (lib/returns.ts).
    expect(inProgress.state?.result?.error?.['']).toEqual(['alerts.NOT_FOUND']);
    expect(
      db().get<{ n: number }>('SELECT COUNT(*) AS n FROM returns WHERE order_id IN (?, ?)', [
        Number(orderId(1001)),
        Number(orderId(2003)),
      ])!.n,
    ).toBe(0);
  });
});

describe('customers API (spec §7.2): only the session customer’s own record', () => {
  const call = (handler: (request: Request) => Promise<Response>, body: unknown, method = 'PUT') =>
    handler(
      new Request('http://localhost/api/customers/x/', {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.clientAddress },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  it('answers 401 without a session, 400 for bad bodies', async () => {
    visitor.clientAddress = '192.0.2.200';
    expect((await call(updateLocale.PUT, { locale: 'fr-fr' })).status).toBe(401);
    await logIn(demo);
    expect((await call(updateLocale.PUT, '{not json')).status).toBe(400);
    expect((await call(updateLocale.PUT, { locale: 'xx-yy' })).status).toBe(400);
    expect((await call(updateTags.PUT, { add: ['vip'] })).status).toBe(400);
    expect((await call(updateTags.PUT, {})).status).toBe(400);
    expect((await call(setMetafields.POST, { birthday: '2030-01-01' }, 'POST')).status).toBe(400);
    expect((await call(setMetafields.POST, { gender: 'x'.repeat(10_000) }, 'POST')).status).toBe(400);
  });

  it('changes the locale, the interest tags and the birthday of the logged-in customer only', async () => {
    await logIn(demo);
    const token = (await customerSession())!.accessToken;
    expect(token).toBeTruthy();
    const { id: otherId } = db().get<{ id: number }>('SELECT id FROM customers WHERE email = ?', [
      loyal.email,
    ])!;
    const otherBefore = db().get('SELECT * FROM customers WHERE id = ?', [otherId]);

    expect((await call(updateLocale.PUT, { locale: 'ja-jp', customerId: otherId })).status).toBe(200);
    expect(
      (await call(updateTags.PUT, { add: ['interest-fragrance'], remove: ['interest-sets'] })).status,
    ).toBe(200);
    expect((await call(setMetafields.POST, { birthday: '1987-06-21', gender: 'other' }, 'POST')).status).toBe(
      200,
    );
    const row = db().get<{ locale: string; tags: string }>(
      'SELECT locale, tags FROM customers WHERE email = ?',
      [demo.email],
    )!;
    expect(row.locale).toBe('ja');
    expect(JSON.parse(row.tags)).toEqual(['vip', 'newsletter', 'interest-fragrance']);
    expect(metafield(demo.email, 'birthday')).toBe('1987-06-21');
    expect(metafield(demo.email, 'gender')).toBe('other');
    expect(db().get('SELECT * FROM customers WHERE id = ?', [otherId])).toEqual(otherBefore);
  });
});

describe('countries-input-list', () => {
  it('names the shipping countries in the page language, sorted as it sorts', async () => {
    const answer = await countries.GET(
      new Request('http://localhost/api/countries-input-list/?locale=fr-fr'),
    );
    const list = (await answer.json()) as { code: string; name: string }[];
    expect(list).toContainEqual({ code: 'DE', name: 'Allemagne' });
    expect(list.map((c) => c.name)).toEqual(
      [...list.map((c) => c.name)].sort(new Intl.Collator('fr').compare),
    );
    expect(
      (await countries.GET(new Request('http://localhost/api/countries-input-list/?locale=../x'))).status,
    ).toBe(400);
  });
});
