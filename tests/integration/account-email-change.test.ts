import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { jar, run, visitor } from '../support/action-harness';
import { freshBackends } from '../support/backends';

const actions = {
  ...(await import('@/server/actions/account/sign-in')),
  ...(await import('@/server/actions/account/details')),
};
const { rateLimits } = await import('@/server/rate-limit');

/**
 * Changing the account's e-mail address (ASVS 5.0 level 2): a session alone cannot move the account to
 * another inbox (the current password is asked and checked), the old address is told in the page's
 * language, and a logged-in customer cannot test addresses against TAKEN_EMAIL at will (docs/adr/0009).
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
  process.env.SMTP_URL = backends.smtpUrl;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

let address = 0;
async function logIn(who: { email: string; password: string }) {
  visitor.clientAddress = `198.51.100.${++address}`;
  expect((await run(actions.loginAction, who)).location).toBe('/fr-fr/account');
}

const emailOf = (id: number) =>
  backends.context.db.get<{ email: string }>('SELECT email FROM customers WHERE id = ?', [id])!.email;
const idOf = (email: string) =>
  backends.context.db.get<{ id: number }>('SELECT id FROM customers WHERE email = ?', [email])!.id;
const mailsTo = async (email: string) =>
  (
    (await (await fetch(`${backends.origin}/__outbox.json`)).json()) as {
      to: string;
      subject: string;
      body: string;
    }[]
  ).filter((mail) => mail.to.toLowerCase() === email);

const details = { firstName: 'Camille', lastName: 'Durand' };

describe('the e-mail change', () => {
  it('asks for the current password, checks it, then tells the old address', async () => {
    const demo = { email: 'demo@maison.example', password: 'maison-demo-2026' };
    const id = idOf(demo.email);
    await logIn(demo);
    const moved = 'camille.new@maison.example';

    const bare = await run(actions.updateAccountAction, { ...details, email: moved });
    expect(bare.state?.result?.error?.password).toEqual(['error.currentPasswordRequired']);
    expect(emailOf(id)).toBe(demo.email);

    const wrong = await run(actions.updateAccountAction, {
      ...details,
      email: moved,
      password: 'not-the-password',
    });
    expect(wrong.state?.result?.error?.password).toEqual(['alerts.UNIDENTIFIED_CUSTOMER']);
    expect(emailOf(id)).toBe(demo.email);

    // The same address, spelt otherwise, changes nothing and needs no password.
    const same = await run(actions.updateAccountAction, { ...details, email: demo.email.toUpperCase() });
    expect(same.state?.success).toBe('ENTITY_SAVED');
    expect(await mailsTo(demo.email)).toEqual([]);

    const right = await run(actions.updateAccountAction, {
      ...details,
      email: moved,
      password: demo.password,
    });
    expect(right.state?.success).toBe('ENTITY_SAVED');
    expect(emailOf(id)).toBe(moved);
    const [notice, ...others] = await mailsTo(demo.email);
    expect(others).toEqual([]);
    expect(notice?.subject).toBe("L'adresse e-mail de votre compte Maison Aurèle a changé");
    expect(notice?.body).toContain(moved);
    expect(notice?.body).toContain('/fr-fr/contact');
    // The password is never echoed back into the page.
    expect(JSON.stringify(right.state)).not.toContain(demo.password);
  });

  it('refuses more changes than the limit per customer, from any client address', async () => {
    const elise = { email: 'elise.moreau@example.fr', password: 'maison-elise-2026' };
    await logIn(elise);
    const { points } = rateLimits.emailChangeByCustomer;
    for (let i = 0; i < points; i++) {
      visitor.clientAddress = `198.51.100.${100 + i}`;
      // An address that has an account: TAKEN_EMAIL, still counted.
      const taken = await run(actions.updateAccountAction, {
        ...details,
        email: 'lucia.martin@example.es',
        password: elise.password,
      });
      expect(taken.state?.result?.error?.email).toEqual(['alerts.TAKEN_EMAIL']);
    }
    visitor.clientAddress = '198.51.100.200';
    const refused = await run(actions.updateAccountAction, {
      ...details,
      email: 'hiroshi.tanaka@example.jp',
      password: elise.password,
    });
    expect(refused.state?.result?.error?.['']?.[0]).toMatch(/^alerts\.TOO_MANY_REQUESTS\?minutes=\d+$/);
    expect(emailOf(idOf(elise.email))).toBe(elise.email);
  });
});
