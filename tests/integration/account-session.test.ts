import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { cookieOptions, empty, form, jar, run, visitor } from '../support/action-harness';
import { newcomerSignUp } from '../support/shop-data';
import { freshBackends, storefront } from '../support/backends';

const actions = {
  ...(await import('@/server/actions/account/sign-in')),
  ...(await import('@/server/actions/account/sign-up')),
  ...(await import('@/server/actions/account/password-reset')),
};
const { customerSessionCookieName, customerSession } = await import('@/server/customer/session');
const { renewSessionIfDue } = await import('@/server/customer/session');
const cartSession = await import('@/server/cart/session');
const { getProduct } = await import('@/server/shopify/products');

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
const alertOf = (outcome: { state?: { result: { error?: Record<string, unknown> } | null } }) =>
  outcome.state?.result?.error?.[''];

async function customerOf(token: string) {
  const answer = await storefront<{ customer: { email: string } | null }>(
    backends,
    'query($t: String!) { customer(customerAccessToken: $t) { email } }',
    { t: token },
  );
  return answer.data?.customer ?? null;
}

describe('log-in (customerAccessTokenCreate)', () => {
  it('one message for a wrong password and an unknown e-mail; no cookie', async () => {
    visitor.clientAddress = '203.0.113.10';
    const wrong = await run(actions.loginAction, { email: demo.email, password: 'wrong-password' });
    const unknown = await run(actions.loginAction, {
      email: 'nobody@maison.example',
      password: 'wrong-password',
    });
    expect(alertOf(wrong)).toEqual(['alerts.UNIDENTIFIED_CUSTOMER']);
    expect(alertOf(unknown)).toEqual(alertOf(wrong));
    expect(jar.size).toBe(0);
    // The password typed is not sent back into the page.
    expect(JSON.stringify(wrong.state)).not.toContain('wrong-password');
  });

  it('sets an HttpOnly, SameSite=Lax cookie expiring with the token, and goes to the account', async () => {
    visitor.clientAddress = '203.0.113.11';
    const outcome = await run(actions.loginAction, demo);
    expect(outcome.location).toBe('/fr-fr/account');
    const session = await customerSession();
    expect(session?.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await customerOf(session!.accessToken)).toEqual({ email: demo.email });
    const options = cookieOptions.get(customerSessionCookieName())!;
    expect(options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const days = (options.maxAge as number) / 86_400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect(Math.abs(session!.expiresAt! - Date.now() - (options.maxAge as number) * 1000)).toBeLessThan(5000);
  });

  it('goes back to the account page asked for, never to another site', async () => {
    visitor.clientAddress = '203.0.113.12';
    const back = await run(actions.loginAction, { ...demo, back: '/fr-fr/account?section=address_book' });
    expect(back.location).toBe('/fr-fr/account?section=address_book');
    // The private page's sign-in link names its page as redirectUrl (spec §7.3).
    expect((await run(actions.loginAction, { ...demo, redirectUrl: '/fr-fr/private' })).location).toBe(
      '/fr-fr/private',
    );
    for (const evil of [
      '//evil.example/account',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      expect((await run(actions.loginAction, { ...demo, back: evil })).location, evil).toBe('/fr-fr/account');
  });

  it('links the cart to the customer at log-in and unlinks it at log-out, and deletes the token', async () => {
    visitor.clientAddress = '203.0.113.13';
    const dress = (await getProduct('fr-fr', 'silk-wrap-dress'))!.variants.nodes.find(
      (v) => v.availableForSale,
    )!;
    await cartSession.addToVisitorCart('fr-fr', dress.id, 1);
    await run(actions.loginAction, demo);
    const token = (await customerSession())!.accessToken;
    expect((await cartSession.getVisitorCart('fr-fr'))?.buyerIdentity.customer?.id).toMatch(/Customer/);

    await expect(actions.logoutAction(form({ locale: 'fr-fr' }))).rejects.toThrow('redirect /fr-fr/login');
    expect(jar.has(customerSessionCookieName())).toBe(false);
    expect(await customerOf(token)).toBeNull();
    expect((await cartSession.getVisitorCart('fr-fr'))?.buyerIdentity.customer).toBeNull();
  });

  it('refuses a locale that does not sell, and a body that is not a form', async () => {
    const outcome = await run(actions.loginAction, { ...demo, locale: 'ja-jp' });
    expect(alertOf(outcome)).toEqual(['alerts.INVALID']);
    expect(await actions.loginAction(empty, { email: demo.email } as never)).toMatchObject({
      result: { error: { '': ['alerts.INVALID'] } },
    });
  });
});

describe('rate limits (per client address, and per e-mail as tried from one address)', () => {
  const email = 'target@maison.example';

  it('ten failed tries for one e-mail from one address, then "try again in N minutes" there', async () => {
    visitor.clientAddress = '198.51.100.1';
    for (let i = 0; i < 10; i++)
      expect(alertOf(await run(actions.loginAction, { email, password: 'guess-number-' + i }))).toEqual([
        'alerts.UNIDENTIFIED_CUSTOMER',
      ]);
    expect(alertOf(await run(actions.loginAction, { email, password: 'one-more-guess' }))).toEqual([
      'alerts.TOO_MANY_REQUESTS?minutes=15',
    ]);
  });

  it('twenty tries from one address, whatever the e-mail', async () => {
    visitor.clientAddress = '198.51.100.200';
    for (let i = 0; i < 20; i++)
      await run(actions.loginAction, { email: `n${i}@maison.example`, password: 'whatever-pw' });
    expect(alertOf(await run(actions.loginAction, demo))).toEqual(['alerts.TOO_MANY_REQUESTS?minutes=15']);
  });
});

describe('renewal before expiry (customerAccessTokenRenew)', () => {
  it('renews a token that expires within 7 days, leaves a fresh one alone, ends an unknown one', async () => {
    visitor.clientAddress = '203.0.113.20';
    // Another customer: the demo account has used up its log-ins per e-mail in the tests above.
    await run(actions.loginAction, { email: 'hiroshi.tanaka@example.jp', password: 'kyoto-garden-88' });
    const { accessToken } = (await customerSession())!;
    const soon = Math.floor(Date.now() / 1000) + 3600;
    jar.set(customerSessionCookieName(), `${soon}.${accessToken}`);
    await renewSessionIfDue();
    const renewed = (await customerSession())!;
    expect(renewed.accessToken).toBe(accessToken);
    expect(renewed.expiresAt! - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const before = jar.get(customerSessionCookieName());
    await renewSessionIfDue();
    expect(jar.get(customerSessionCookieName())).toBe(before);

    jar.set(customerSessionCookieName(), `${soon}.0123456789abcdef0123456789abcdef`);
    await renewSessionIfDue();
    expect(jar.has(customerSessionCookieName())).toBe(false);
  });
});

describe('no account enumeration (docs/adr/0009)', () => {
  it('sign-up answers the same for a new address and a taken one', async () => {
    visitor.clientAddress = '203.0.113.30';
    const fresh = await run(actions.registerAction, { ...newcomerSignUp, email: 'ines@example.com' });
    const taken = await run(actions.registerAction, { ...newcomerSignUp, email: demo.email });
    expect(fresh.state?.success).toBe('CUSTOMER_DISABLED_DETAILED');
    expect(taken.state?.success).toBe(fresh.state?.success);
    expect(alertOf(taken)).toEqual(alertOf(fresh));
    expect(jar.size).toBe(0);
    // The new account exists and logs in.
    expect(
      (await run(actions.loginAction, { email: 'ines@example.com', password: 'a-long-password' })).location,
    ).toBe('/fr-fr/account');
  });

  it('forgotten password answers EMAIL_SENT whether or not the address has an account', async () => {
    visitor.clientAddress = '203.0.113.31';
    const known = await run(actions.forgotPasswordAction, { email: demo.email });
    const unknown = await run(actions.forgotPasswordAction, { email: 'nobody@maison.example' });
    expect(known.state?.success).toBe('EMAIL_SENT');
    expect(unknown.state).toEqual(known.state);
  });

  it('validation errors come back as codes under their fields, the same rules as in the browser', async () => {
    visitor.clientAddress = '203.0.113.32';
    const outcome = await run(actions.registerAction, {
      ...newcomerSignUp,
      email: 'not-an-email',
      repeatPassword: 'other',
    });
    expect(outcome.state?.result?.error).toMatchObject({
      email: ['error.email'],
      repeatPassword: ['error.passwordMinLength?min=8'],
    });
  });

  it('a commonly used password is refused under its field, and no account is made (ASVS 5.0 V6.2)', async () => {
    visitor.clientAddress = '203.0.113.33';
    const outcome = await run(actions.registerAction, {
      ...newcomerSignUp,
      email: 'common@example.com',
      password: 'P@ssw0rd',
      repeatPassword: 'P@ssw0rd',
    });
    expect(outcome.state?.result?.error).toMatchObject({ password: ['error.passwordTooCommon'] });
    expect(
      (await run(actions.loginAction, { email: 'common@example.com', password: 'P@ssw0rd' })).location,
    ).toBeUndefined();
  });
});

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  link: string | null;
  createdAt: string;
}

async function mails(): Promise<OutboxMail[]> {
  return (await fetch(`${backends.origin}/__outbox.json`)).json() as Promise<OutboxMail[]>;
}

/** A link's id and token, as the shop's page reads them from its query. */
function linkQuery(link: string) {
  const url = new URL(link);
  return { path: url.pathname, id: url.searchParams.get('id')!, token: url.searchParams.get('token')! };
}

describe('the local backends outbox (GET /__outbox)', () => {
  it('holds the seeded invitation of a customer who has not activated their account yet', async () => {
    const invitation = (await mails()).find((mail) => mail.to === 'lucia.martin@example.es');
    expect(invitation).toMatchObject({ kind: 'activation' });
    const { path, id, token } = linkQuery(invitation!.link!);
    expect(path).toBe('/es-eu/enable-account');

    visitor.clientAddress = '203.0.113.40';
    const password = { newPassword: 'lucia-password', repeatNewPassword: 'lucia-password' };
    const activated = await run(actions.enableAccountAction, { ...password, locale: 'es-eu', id, token });
    expect(activated.location).toBe('/es-eu/account?section=account_informations');
    expect(await customerOf((await customerSession())!.accessToken)).toEqual({
      email: 'lucia.martin@example.es',
    });

    jar.clear();
    const again = await run(actions.enableAccountAction, { ...password, locale: 'es-eu', id, token });
    expect(alertOf(again)).toEqual(['alerts.TOKEN_INVALID']);
  });

  it('a forgotten password sends a reset link to /reset-password that works once', async () => {
    visitor.clientAddress = '203.0.113.41';
    const email = 'hiroshi.tanaka@example.jp';
    await run(actions.forgotPasswordAction, { email });
    const [latest] = await mails();
    expect(latest).toMatchObject({ kind: 'password_reset', to: email });
    const { path, id, token } = linkQuery(latest!.link!);
    expect(path).toBe('/fr-fr/reset-password');

    const password = { newPassword: 'hiroshi-new-pass', repeatNewPassword: 'hiroshi-new-pass' };
    expect((await run(actions.resetPasswordAction, { ...password, id, token })).location).toBe(
      '/fr-fr/account?section=account_informations',
    );
    jar.clear();
    expect(alertOf(await run(actions.resetPasswordAction, { ...password, id, token }))).toEqual([
      'alerts.TOKEN_INVALID',
    ]);
    expect((await run(actions.loginAction, { email, password: 'hiroshi-new-pass' })).location).toBe(
      '/fr-fr/account',
    );
  });

  it('a tampered link is refused before the provider is asked', async () => {
    visitor.clientAddress = '203.0.113.42';
    const password = { newPassword: 'whatever-pass', repeatNewPassword: 'whatever-pass' };
    for (const [id, token] of [
      ['1/../2', 'a'.repeat(48)],
      ['1', '../../admin'],
      ['', ''],
    ])
      expect(
        alertOf(await run(actions.resetPasswordAction, { ...password, id: id!, token: token! })),
      ).toEqual(['alerts.TOKEN_INVALID']);
  });

  it('a sign-up is welcomed; a taken address gets a reset e-mail instead (docs/adr/0009); newest first', async () => {
    visitor.clientAddress = '203.0.113.43';
    const signUp = {
      firstName: 'Paul',
      lastName: 'Durand',
      password: 'paul-password',
      repeatPassword: 'paul-password',
      acceptTerms: 'on',
      acceptPrivacy: 'on',
    };
    await run(actions.registerAction, { ...signUp, email: 'paul@example.fr' });
    expect((await mails())[0]).toMatchObject({ kind: 'welcome', to: 'paul@example.fr' });
    expect(new URL((await mails())[0]!.link!).pathname).toBe('/fr-fr/login');
    await run(actions.registerAction, { ...signUp, email: 'paul@example.fr' });
    expect((await mails())[0]).toMatchObject({ kind: 'password_reset', to: 'paul@example.fr' });

    const all = await mails();
    const times = all.map((mail) => mail.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const html = await (await fetch(`${backends.origin}/__outbox`)).text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html.indexOf('paul@example.fr')).toBeLessThan(html.indexOf('lucia.martin@example.es'));
  });
});
