import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Challenge } from 'altcha-lib/types';
import { botCheckChallengePath, type BotCheckAction } from '@/lib/bot-check';
import { solveAltcha } from '../support/altcha';

export { expect };

const patched = new WeakSet<Page>();

/**
 * Every navigation of a test's pages resolves once React has hydrated the page (its <main> carries a
 * fiber), so a click or a key never lands on server HTML whose handlers are not attached yet: under
 * load, the network can be idle well before hydration ends.
 */
function hydrateAfterNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(() => {
          const main = document.getElementById('main');
          return main === null || Object.keys(main).some((key) => key.startsWith('__reactFiber'));
        });
        return response;
      },
    });
  }
}

/**
 * The engagement pop-ins (newsletter on scroll, contests after 5 s on the home and fragrance pages)
 * are modal: every journey plays a visitor who has already seen them, except tests/e2e/engagement.spec.ts,
 * which clears these cookies.
 */
export const engagementPopinsSeen = ['NEWSLETTER_POPIN_ATTEMPTS', 'POPIN_CONTESTS_IS_SHOWN'];

/** For a context a test makes itself (browser.newContext): the same visitor who saw the pop-ins. */
export function markEngagementPopinsSeen(context: BrowserContext): Promise<void> {
  const url = `http://localhost:${process.env.TEST_SHOP_PORT ?? 3100}`;
  return context.addCookies(engagementPopinsSeen.map((name) => ({ name, value: '1', url })));
}

export const test = base.extend({
  // Without JavaScript nothing hydrates: those tests read the server's HTML as it comes.
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) context.on('page', hydrateAfterNavigation);
    await markEngagementPopinsSeen(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) hydrateAfterNavigation(page);
    await provide(page);
  },
});

/** Every page a journey visits is scanned; serious and critical violations fail the test. */
export async function expectAccessible(page: Page): Promise<void> {
  // Work in flight dims what it will replace (the cart's lines at 0.7 opacity while an update is pending):
  // muted text then fails color-contrast although the shopper reads it at full strength a moment later
  // (es-eu at 1024 px, scanned while the gift message's save was still pending). Only dimmed busy regions
  // are waited for: a loading placeholder is busy at full strength and is scanned as it is. A region that
  // stays dimmed still fails here.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[aria-busy="true"]')].filter(
              (region) => Number(getComputedStyle(region).opacity) < 1,
            ).length,
        ),
      { message: 'no dimmed region is still busy' },
    )
    .toBe(0);
  // axe judges what a shopper reads once a panel has settled: mid-fade, text is lighter than it will be
  // (the mobile sub-panel's headings failed color-contrast once, early in its entrance). Only the
  // entrances running now are waited for, a second at most: endless ones (the announcement ticker) and
  // paused ones would never end.
  await page.evaluate(() => {
    const entrances = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(entrances), new Promise((settled) => setTimeout(settled, 1000))]);
  });
  // A server action that refreshes the page swaps its streamed metadata: for a moment the document has
  // no <title> (a walk's axe scan once landed in that moment, es-eu at 390 px after saving an address).
  // A page that never gets its title back still fails here.
  await expect.poll(() => page.title(), { message: 'the page has a title' }).not.toBe('');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, 'serious or critical axe violations').toEqual([]);
}

/** The local backends' origin the test shop runs against (scripts/test-server.ts). */
export const backendsOrigin = `http://127.0.0.1:${process.env.TEST_BACKENDS_PORT ?? 4100}`;

export async function adminQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${backendsOrigin}/admin/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'local-admin-token' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** One call to the local Storefront API, as the shop's own client makes it. */
export function storefrontCall(query: string, variables: Record<string, unknown>): Promise<Response> {
  return fetch(`${backendsOrigin}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'local-storefront-token',
    },
    body: JSON.stringify({ query, variables }),
  });
}

/**
 * A logged-in visitor without going through the log-in form (whose per-e-mail limit a series of
 * screenshots would reach): a token from the local Storefront, in the session cookie the shop sets
 * (`customer_{store host}`, server/customer/session.ts; the test shop is http, so no __Host-).
 */
export async function logInWithToken(page: Page, email: string, password: string): Promise<void> {
  const response = await storefrontCall(
    `mutation ($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } }
    }`,
    { input: { email, password } },
  );
  const { data } = (await response.json()) as {
    data: { customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } } };
  };
  const { accessToken, expiresAt } = data.customerAccessTokenCreate.customerAccessToken;
  const storeKey = new URL(backendsOrigin).host.replace(/[^a-z0-9]+/gi, '_');
  await page.context().addCookies([
    {
      name: `customer_${storeKey}`,
      value: `${Math.floor(Date.parse(expiresAt) / 1000)}.${accessToken}`,
      url: test.info().project.use.baseURL!,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** The local Prismic repository's master ref: it changes when the backend has read an edited document. */
export async function prismicMasterRef(): Promise<string> {
  const response = await fetch(`${backendsOrigin}/prismic/api/v2`);
  const api = (await response.json()) as { refs: { ref: string; isMasterRef: boolean }[] };
  return api.refs.find((ref) => ref.isMasterRef)!.ref;
}

/** Fault injection in the local backends (latency, error and THROTTLED rates). */
export async function setKnobs(knobs: { latencyMs?: number; errorRate?: number; throttleRate?: number }) {
  const response = await fetch(`${backendsOrigin}/__knobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(knobs),
  });
  if (!response.ok) throw new Error(`knobs: ${response.status}`);
}

/**
 * Resolves once React has hydrated the element (it carries its props), so a key or click reaches the
 * island's handlers and not the browser's default action (a plain form post, a full navigation).
 * A wait for readiness, not a check of speed: a busy CI machine took seconds to hydrate a page.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The test shop's origin (playwright.config.ts). */
const shopOrigin = `http://localhost:${process.env.TEST_SHOP_PORT ?? 3100}`;

/**
 * A visitor who has already answered the consent banner (lib/consent.ts: the first-party cookie in
 * OneTrust's format, analytics = group C0002), for journeys that are not about consent.
 */
export async function chooseConsent(context: BrowserContext, { analytics }: { analytics: boolean }) {
  const groups = encodeURIComponent(`C0001:1,C0002:${analytics ? 1 : 0}`);
  await context.addCookies([
    { name: 'consent_groups', value: encodeURIComponent(`groups=${groups}`), url: shopOrigin },
  ]);
}

/**
 * A bot-check token as a browser would post it (spec §5): a fresh challenge of the test shop for the
 * form's action, solved here. The checks stay on in the tests.
 */
export async function botCheckToken(
  request: APIRequestContext,
  action: BotCheckAction,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await request.get(botCheckChallengePath(action), { headers });
  expect(response.status()).toBe(200);
  return solveAltcha((await response.json()) as Challenge);
}

/** Fills the sign-up form (spec §2.1 register) with a new customer's details and consents. */
export async function fillSignUp(form: Locator, email: string, password: string): Promise<void> {
  await expectHydrated(form);
  await form.locator('[name="firstName"]').fill('Inès');
  await form.locator('[name="lastName"]').fill("D'Arcy-Lévêque");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('[name="repeatPassword"]').fill(password);
  await form.locator('[name="acceptTerms"]').check();
  await form.locator('[name="acceptPrivacy"]').check();
}

/** Logs in through the log-in form, at `path` when given, else on the page on screen. */
export async function logIn(page: Page, email: string, password: string, path = '/fr-fr/login') {
  if (path) await page.goto(path);
  const form = page.getByTestId('login-form');
  await expectHydrated(form);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** A mail as the local backends' outbox lists it (`/__outbox.json`). */
export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
}
