import { readFileSync } from 'node:fs';
import {
  engagementPopinsSeen,
  expect,
  expectAccessible,
  expectHydrated,
  logIn,
  test as shopTest,
} from './support';

/**
 * Issue 31, defect 15: "anywhere, a refused action tells the shopper". The shop opened under a name it
 * does not serve (shop.example, resolved to this machine by the browser) has every write refused by
 * the request guards with a 403 (server/guards/). Add to cart, the predictive search and a form then
 * say so in the shopper's language, and keep the page and what was typed.
 */
const foreignShop = `http://shop.example:${process.env.TEST_SHOP_PORT ?? 3100}`;
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

const walks = [
  { locale: 'fr-fr', width: 390, alerts: messages('fr', 'alerts'), search: messages('fr', 'search') },
  { locale: 'en-uk', width: 1440, alerts: messages('en', 'alerts'), search: messages('en', 'search') },
];

for (const walk of walks) {
  test(`${walk.locale} at ${walk.width} px: a refused write says so and keeps the page`, async ({ page }) => {
    // Consent answered and the pop-ins seen already (support.ts, for this host): one thing at a time.
    const groups = encodeURIComponent('C0001:1,C0002:0');
    await page
      .context()
      .addCookies([
        { name: 'consent_groups', value: encodeURIComponent(`groups=${groups}`), url: foreignShop },
        ...engagementPopinsSeen.map((name) => ({ name, value: '1', url: foreignShop })),
      ]);
    await page.setViewportSize({ width: walk.width, height: walk.width === 390 ? 844 : 900 });
    const refusals: number[] = [];
    page.on('response', (response) => {
      const write = response.request().method() === 'POST' && response.url().startsWith(foreignShop);
      if (write) refusals.push(response.status());
    });

    await page.goto(`${foreignShop}/${walk.locale}/fashion/product/silk-wrap-dress`);
    const add = page.getByTestId('add-to-cart');
    await expectHydrated(add);
    await add.click();
    await expect(page.getByTestId('cart-status')).toHaveText(walk.alerts.REFUSED!);
    // The product page stays, its button ready for another try; the cart is as it was.
    await expect(add).toBeEnabled();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/helpers/walks/refused-cart-${walk.locale}-${walk.width}.png` });

    await page.goto(`${foreignShop}/${walk.locale}/search`);
    const query = page.locator('main').getByRole('combobox');
    await expectHydrated(query);
    await query.fill('robe');
    await expect(page.getByTestId('predictions-unavailable')).toHaveText(walk.search.unavailable!);
    await page.screenshot({ path: `/tmp/helpers/walks/refused-search-${walk.locale}-${walk.width}.png` });
    await expectAccessible(page);

    // A form: the account's details (the contact form's bot check is another matter, see below). Signed
    // in on the shop's own address (its writes pass), the same session under the other name.
    await logIn(page, loyalClient.email, loyalClient.password, `/${walk.locale}/login`);
    await expect(page).toHaveURL(new RegExp(`/${walk.locale}/account`));
    const session = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('customer_'));
    await page.context().addCookies(session.map(({ name, value }) => ({ name, value, url: foreignShop })));
    await page.goto(`${foreignShop}/${walk.locale}/account?section=account_informations`);
    const form = page.getByTestId('account-information-form');
    await expectHydrated(form);
    await form.locator('[name="firstName"]').fill('Élise-Anne');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert').filter({ hasText: walk.alerts.REFUSED! })).toBeVisible();
    await expect(form.locator('[name="firstName"]')).toHaveValue('Élise-Anne');
    await page.screenshot({ path: `/tmp/helpers/walks/refused-form-${walk.locale}-${walk.width}.png` });
    await expectAccessible(page);

    // Each of the three was the guard's 403, not a failure of its own.
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    expect(new Set(refusals)).toEqual(new Set([403]));
  });
}
