import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  engagementPopinsSeen,
  expect,
  expectAccessible,
  expectHydrated,
  logInWithToken,
  test as shopTest,
} from './support';

/**
 * Anywhere, a refused action tells the shopper. The shop opened under a name it
 * does not serve (shop.example, resolved to this machine by the browser) has every write refused by
 * the request guards with a 403 (server/guards/). Add to cart, the predictive search, the cart panel
 * and the forms then say so in the shopper's language, and keep the page and what was typed.
 */
const shopPort = process.env.TEST_SHOP_PORT ?? 3100;
const foreignShop = `http://shop.example:${shopPort}`;
const ownShop = `http://localhost:${shopPort}`;
const test = shopTest.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const resolver = '--host-resolver-rules=MAP shop.example 127.0.0.1';
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), resolver] });
    },
    { scope: 'worker' },
  ],
});

/** A client with an account (backends/seed/data/customers.ts). */
const loyalClient = { email: 'elise.moreau@example.fr', password: 'maison-elise-2026' };

const messages = (language: string, namespace: string) =>
  JSON.parse(readFileSync(`messages/${language}/${namespace}.json`, 'utf8')) as Record<string, string>;

/**
 * A shopper at `width` px who has answered the consent and seen the pop-ins (support.ts) under both
 * names: one thing at a time on screen. The POST answers of the other name are gathered.
 */
async function visitBothNames(page: Page, width: number): Promise<number[]> {
  const groups = encodeURIComponent('C0001:1,C0002:0');
  await page
    .context()
    .addCookies(
      [foreignShop, ownShop].flatMap((url) => [
        { name: 'consent_groups', value: encodeURIComponent(`groups=${groups}`), url },
        ...engagementPopinsSeen.map((name) => ({ name, value: '1', url })),
      ]),
    );
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  const refusals: number[] = [];
  page.on('response', (response) => {
    const write = response.request().method() === 'POST' && response.url().startsWith(foreignShop);
    if (write) refusals.push(response.status());
  });
  return refusals;
}

/** What the shop's own address set (a session, a cart), given to the same shopper under the other name. */
async function carryCookies(page: Page, prefix: string) {
  const cookies = (await page.context().cookies(ownShop)).filter((cookie) => cookie.name.startsWith(prefix));
  expect(cookies.length, `cookies ${prefix}*`).toBeGreaterThan(0);
  await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, url: foreignShop })));
}

const walks = [
  { locale: 'fr-fr', width: 390, alerts: messages('fr', 'alerts'), search: messages('fr', 'search') },
  { locale: 'en-uk', width: 1440, alerts: messages('en', 'alerts'), search: messages('en', 'search') },
];

for (const walk of walks) {
  test(`${walk.locale} at ${walk.width} px: a refused write says so and keeps the page`, async ({ page }) => {
    const refusals = await visitBothNames(page, walk.width);

    await page.goto(`${foreignShop}/${walk.locale}/fashion/product/silk-wrap-dress`);
    const add = page.getByTestId('add-to-cart');
    await expectHydrated(add);
    await add.click();
    await expect(page.getByTestId('cart-status')).toHaveText(walk.alerts.REFUSED!);
    // The product page stays, its button ready for another try; the cart is as it was.
    await expect(add).toBeEnabled();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`refused-cart-${walk.locale}-${walk.width}.png`) });

    await page.goto(`${foreignShop}/${walk.locale}/search`);
    const query = page.locator('main').getByRole('combobox');
    await expectHydrated(query);
    await query.fill('robe');
    await expect(page.getByTestId('predictions-unavailable')).toHaveText(walk.search.unavailable!);
    await page.screenshot({
      path: test.info().outputPath(`refused-search-${walk.locale}-${walk.width}.png`),
    });
    await expectAccessible(page);

    // A form: the account's details. A session of the shop's own address (the log-in form's own
    // journey is accounts.spec's), the same session under the other name.
    await logInWithToken(page, loyalClient.email, loyalClient.password);
    await carryCookies(page, 'customer_');
    await page.goto(`${foreignShop}/${walk.locale}/account?section=account_informations`);
    const form = page.getByTestId('account-information-form');
    await expectHydrated(form);
    await form.locator('[name="firstName"]').fill('Élise-Anne');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert').filter({ hasText: walk.alerts.REFUSED! })).toBeVisible();
    await expect(form.locator('[name="firstName"]')).toHaveValue('Élise-Anne');
    await page.screenshot({ path: test.info().outputPath(`refused-form-${walk.locale}-${walk.width}.png`) });
    await expectAccessible(page);

    // Each of the three was the guard's 403, not a failure of its own.
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    expect(new Set(refusals)).toEqual(new Set([403]));
  });
}

test('fr-fr at 390 px: the cart panel says a refused change and keeps the panel and the cart', async ({
  page,
}) => {
  const alerts = messages('fr', 'alerts');
  const refusals = await visitBothNames(page, 390);
  // A cart made on the shop's own address, then opened under the other name.
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress');
  await expectHydrated(page.getByTestId('add-to-cart'));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await carryCookies(page, 'cart_');
  await page.goto(`${foreignShop}/fr-fr/fashion/product/silk-wrap-dress`);
  await expectHydrated(page.getByTestId('cart-button'));
  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog').filter({ has: page.getByTestId('cart-lines') });
  const line = panel.getByTestId('cart-line');
  const refused = () =>
    page.waitForResponse((response) => response.url().startsWith(foreignShop) && response.status() === 403);

  await Promise.all([refused(), line.getByTestId('quantity-increase').click()]);
  await expect(panel.getByTestId('cart-alert')).toHaveText(alerts.REFUSED!);
  await expect(line.getByTestId('quantity-input')).toHaveValue('1');
  await Promise.all([refused(), line.getByTestId('remove-line').click()]);
  await expect(panel.getByTestId('cart-alert')).toHaveText(alerts.REFUSED!);
  await expect(line).toHaveCount(1);
  await expect(panel).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('refused-cart-panel-fr-fr-390.png') });
  await expectAccessible(page);
  expect(new Set(refusals)).toEqual(new Set([403]));
});

/**
 * The bot check of the public forms (client/forms/BotCheck.tsx) cannot run under the other name: its
 * proof of work hashes with Web Crypto, which browsers give to https and loopback pages only. A send
 * then said nothing and waited for ever; it says the check failed, and every send tries it again.
 */
test('es-eu at 1024 px: bot-checked forms say their check failed and keep what was typed', async ({
  page,
}) => {
  const failed = messages('es', 'alerts').GOOGLE_RECAPTCHA_ERROR!;
  await visitBothNames(page, 1024);
  await page.goto(`${foreignShop}/es-eu/contact`);
  const contact = page.getByTestId('contact-form');
  await expectHydrated(contact);
  await contact.locator('[name="name"]').fill('Lucía Ortega');
  await contact.locator('[name="email"]').fill('lucia.ortega@example.es');
  await contact.locator('[name="subject"]').selectOption({ index: 1 });
  await contact.locator('[name="message"]').fill('¿Dónde está mi pedido?');
  const send = contact.locator('button[type="submit"]');
  for (const attempt of ['first', 'again']) {
    await send.click();
    await expect(contact.getByRole('alert').filter({ hasText: failed }), attempt).toBeVisible();
    await expect(send, attempt).toBeEnabled();
  }
  await expect(page).toHaveURL(`${foreignShop}/es-eu/contact`);
  await expect(contact.locator('[name="message"]')).toHaveValue('¿Dónde está mi pedido?');
  await expect(contact.locator('[name="email"]')).toHaveValue('lucia.ortega@example.es');
  await page.screenshot({ path: test.info().outputPath('refused-bot-check-es-eu-1024.png') });
  await expectAccessible(page);

  // The footer's newsletter sign-up, through the same bot check.
  const newsletter = page.getByTestId('newsletter-form-footer');
  await newsletter.scrollIntoViewIfNeeded();
  await expectHydrated(newsletter);
  await newsletter.locator('[name="email"]').fill('lucia.ortega@example.es');
  await newsletter.locator('input[type="checkbox"]').first().check();
  await newsletter.locator('button[type="submit"]').click();
  await expect(newsletter.getByRole('alert').filter({ hasText: failed })).toBeVisible();
  await expect(newsletter.locator('[name="email"]')).toHaveValue('lucia.ortega@example.es');
});

test('ja-jp at 1440 px: a refused bot-check challenge is said, and the next send goes through', async ({
  page,
}) => {
  const alerts = messages('ja', 'alerts');
  await visitBothNames(page, 1440);
  let refuse = true;
  await page.route('**/api/bot-check/challenge**', (route) =>
    refuse ? route.fulfill({ status: 403, json: { error: 'origin: not this site' } }) : route.continue(),
  );
  await page.goto('/ja-jp/contact');
  const newsletter = page.getByTestId('newsletter-form-footer');
  await newsletter.scrollIntoViewIfNeeded();
  await expectHydrated(newsletter);
  await newsletter.locator('[name="email"]').fill(`retry-${Date.now()}@example.jp`);
  await newsletter.locator('input[type="checkbox"]').first().check();
  const subscribe = newsletter.locator('button[type="submit"]');
  await subscribe.click();
  const failed = newsletter.getByRole('alert').filter({ hasText: alerts.GOOGLE_RECAPTCHA_ERROR! });
  await expect(failed).toBeVisible();
  refuse = false;
  await subscribe.click();
  await expect(newsletter.getByRole('status')).toHaveText(alerts.NEWSLETTER_SUBSCRIBE!);
  await expect(failed).toHaveCount(0);
});
