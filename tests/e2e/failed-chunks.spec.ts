import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectHydrated, test } from './support';

/**
 * A deferred island whose code cannot be fetched (the connection dropped, or a page older than a
 * deploy asks for chunks the new one no longer serves) takes its fallback's place, and the page stays
 * (client/shell/island-fallback.ts). Before, the failed import reached the route's error boundary and
 * the whole page was swapped for the error page, what the shopper had typed with it.
 */
const messages = (namespace: string) =>
  JSON.parse(readFileSync(`messages/fr/${namespace}.json`, 'utf8')) as Record<string, string>;
const alerts = messages('alerts');
const errorPage = messages('errorPage');

/** Every script the page asks for from now on that `fails` picks fails to load, Turbopack's retry too. */
async function failScripts(page: Page, fails: (body: string) => boolean = () => true): Promise<string[]> {
  const failed: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!fails(body)) return route.fulfill({ response, body });
    failed.push(route.request().url());
    return route.abort('connectionreset');
  });
  return failed;
}

/** A name only zod's own code holds (its schema classes), whichever chunk it is in. */
const zodMark = '$ZodObject';

// Scripts still in flight when a test ends are dropped, not fetched for a page that is closing.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: errorPage.title, exact: true })).toHaveCount(0);
}

test("without zod's chunks, the log-in page stays: the server refuses a bad e-mail in words, a valid log-in goes through", async ({
  page,
}) => {
  const failed = await failScripts(page, (body) => body.includes(zodMark));
  await page.goto('/fr-fr/login');
  const form = page.getByTestId('login-form');
  await expectHydrated(form);
  await form.locator('[name="email"]').fill('marie@');
  await form.locator('[name="password"]').fill('correct horse battery');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  // Not checked in the browser (the validation could not load): sent, and refused by the server.
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible({ timeout: 20_000 });
  await expect(form.locator('[name="email"]')).toHaveValue('marie@');
  expect(failed.length, 'the validation was asked for').toBeGreaterThan(0);
  await expectNoErrorPage(page);

  // The footer's newsletter form shares zod's chunk: its place says so, the page stays.
  const newsletter = page.getByTestId('footer-newsletter');
  await newsletter.scrollIntoViewIfNeeded();
  await expect(newsletter.getByRole('alert')).toHaveText(alerts.SERVER_ERROR!);
  await newsletter.screenshot({ path: test.info().outputPath('newsletter-unavailable.png') });
  await expectNoErrorPage(page);
  await expectAccessible(page);

  await form.locator('[name="email"]').fill('demo@maison.example');
  await form.locator('[name="password"]').fill('maison-demo-2026');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr-fr\/account$/, { timeout: 20_000 });
});

test("without the cart panel's chunk, the panel opens and says the cart cannot be shown", async ({
  page,
}) => {
  const cart = messages('cart');
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress');
  const add = page.getByTestId('add-to-cart');
  await expectHydrated(add);
  // From before the add: a cart that holds something fetches the panel's chunk once the page is idle.
  await failScripts(page);
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog', { name: /^Panier/ });
  await expect(panel.getByRole('alert')).toHaveText(cart.unavailable!);
  await page.screenshot({ path: test.info().outputPath('cart-unavailable.png') });
  await expectNoErrorPage(page);
  await expectAccessible(page);
  // The page under the panel is the product page still.
  await page.keyboard.press('Escape');
  await expect(add).toBeVisible();
});

test("without the predictions' chunk, the header's search is a plain form to the search page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The predictions' own module (its refused-predictions line), wherever the build puts it.
  const failed = await failScripts(page, (body) => body.includes('predictions-unavailable'));
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress');
  await expectHydrated(page.getByTestId('add-to-cart'));
  await page.locator('header').getByTestId('header-search').click();
  const panel = page.getByTestId('search-panel');
  const query = panel.getByRole('searchbox');
  await expect(query).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('plain-search-1440.png') });
  expect(failed.length, 'the predictions were asked for').toBeGreaterThan(0);
  await expectNoErrorPage(page);
  await expectAccessible(page);
  await query.fill('robe');
  await query.press('Enter');
  await expect(page).toHaveURL(/\/fr-fr\/search\?q=robe$/);
});
