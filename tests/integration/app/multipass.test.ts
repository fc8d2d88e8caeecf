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
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

let backends: RunningBackends;
let route: typeof import('@/app/api/multipass/route');
let session: typeof import('@/server/cart/session');
let view: typeof import('@/server/cart/view');
let sessionCookie: string;

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
  // The shop signs with the store's secret (backends/config.ts MULTIPASS_SECRET).
  process.env.MULTIPASS_SECRET = backends.context.config.MULTIPASS_SECRET;
  route = await import('@/app/api/multipass/route');
  session = await import('@/server/cart/session');
  view = await import('@/server/cart/view');
  sessionCookie = (await import('@/server/customer/session')).customerSessionCookieName();
});
afterAll(async () => {
  delete process.env.MULTIPASS_SECRET;
  await backends.close();
});
beforeEach(() => jar.clear());

async function cartWithDress() {
  const { getProduct } = await import('@/server/shopify/products');
  const dress = (await getProduct('fr-fr', 'silk-wrap-dress'))!.variants.nodes.find(
    (v) => v.availableForSale,
  )!;
  return session.addToVisitorCart('fr-fr', dress.id, 1);
}

const handOver = (query = '?locale=fr-fr') =>
  route.GET(new Request(`http://localhost/api/multipass/${query}`));

describe('spec §7.2 multipass: a signed-in customer goes to checkout signed in', () => {
  it("sends the cart's checkout button through the hand-over once the cart knows the customer", async () => {
    const anonymous = await cartWithDress();
    expect(view.cartView(anonymous, 'fr-fr').checkoutUrl).toBe(`${anonymous.checkoutUrl}?locale=fr`);
    jar.clear();
    jar.set(sessionCookie, await signIn(backends, demoCustomer.email, demoCustomer.password));
    const known = await cartWithDress();
    expect(known.buyerIdentity.customer).not.toBeNull();
    expect(view.cartView(known, 'fr-fr').checkoutUrl).toBe('/api/multipass?locale=fr-fr');
  });

  it('signs the customer in at the store, which opens the checkout with their e-mail and addresses', async () => {
    jar.set(sessionCookie, await signIn(backends, demoCustomer.email, demoCustomer.password));
    const cart = await cartWithDress();
    const response = await handOver();
    expect(response.status).toBe(303);
    const login = response.headers.get('location')!;
    expect(login).toMatch(new RegExp(`^${backends.origin}/account/login/multipass/[A-Za-z0-9_-]+$`));

    const signedIn = await fetch(login, { redirect: 'manual' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe(`${cart.checkoutUrl}?locale=fr`);
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^checkout_customer=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);

    const checkout = await fetch(`${cart.checkoutUrl}?locale=fr`, {
      headers: { cookie: cookie.split(';')[0]! },
    });
    const html = await checkout.text();
    expect(html).toContain(`Connecté(e) en tant que ${demoCustomer.email}`);
    expect(html).toContain(`value="${demoCustomer.email}"`);
    expect(html).toContain('Vos adresses enregistrées');
    // Without the session cookie the same checkout is not signed in.
    expect(await (await fetch(`${cart.checkoutUrl}?locale=fr`)).text()).not.toContain('Connecté(e)');
  });

  it("goes straight to the cart's checkout for a visitor who is not logged in", async () => {
    const cart = await cartWithDress();
    const response = await handOver();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${cart.checkoutUrl}?locale=fr`);
  });

  it('sends a visitor with no cart home, and answers 400 naming a bad locale', async () => {
    const home = await handOver();
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toMatch(/\/fr-fr$/);
    const bad = await handOver('?locale=xx-yy');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'locale' });
  });
});

describe('the store refuses a multipass log-in it cannot trust', () => {
  it('refuses a tampered token, and a token returning anywhere but its own checkout (no open redirect)', async () => {
    const { multipassToken } = await import('@/server/multipass/token');
    const secret = backends.context.config.MULTIPASS_SECRET;
    const login = (token: string) =>
      fetch(`${backends.origin}/account/login/multipass/${token}`, { redirect: 'manual' });
    const good = multipassToken(secret, {
      email: demoCustomer.email,
      return_to: `${backends.origin}/checkout/some-cart`,
    });
    expect((await login(good)).status).toBe(303);
    const tampered = Buffer.from(good, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect((await login(tampered.toString('base64url'))).status).toBe(403);
    for (const elsewhere of [
      'https://evil.example/checkout/some-cart',
      `${backends.origin}/cdn/anything`,
      `${backends.origin.replace('http:', 'https:')}/checkout/some-cart`,
    ]) {
      const response = await login(
        multipassToken(secret, { email: demoCustomer.email, return_to: elsewhere }),
      );
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    }
    const stale = multipassToken(
      secret,
      { email: demoCustomer.email, return_to: `${backends.origin}/checkout/some-cart` },
      new Date(Date.now() - 16 * 60 * 1000),
    );
    expect((await login(stale)).status).toBe(403);
  });
});
