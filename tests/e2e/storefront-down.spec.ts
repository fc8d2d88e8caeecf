import type { Page } from '@playwright/test';
import { expect, expectHydrated, setKnobs, test } from './support';

/**
 * Every backend answering 500 (issue 29, finding 6; ARCHITECTURE "Errors and input"): a page answers
 * what the cache holds or the shop's error block inside its chrome, never a 5xx; an action answers its
 * error state, translated, and the page stays.
 */

const serverError = 'Une erreur est survenue. Veuillez réessayer.';

/** One URL per page template, as a visitor reaches it while the backends fail. */
const templates = [
  '/fr-fr',
  '/fr-fr/fashion',
  '/fr-fr/fashion/dresses',
  '/fr-fr/fashion/dresses?sort-by=price_desc',
  '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum',
  '/fr-fr/sets',
  '/fr-fr/search',
  '/fr-fr/cart',
  '/fr-fr/login',
  '/fr-fr/register',
  '/fr-fr/forgot-password',
  '/fr-fr/articles',
  '/fr-fr/articles/how-to-care-for-silk',
  '/fr-fr/faq',
  '/fr-fr/faq/delivery-times',
  '/fr-fr/legal/terms-of-sale',
  '/fr-fr/livestream/live-from-the-atelier',
  '/fr-fr/lookbook/autumn-winter-2026',
  '/fr-fr/store-locator',
  '/fr-fr/contact',
  '/fr-fr/campaign/fragrance/rose-absolue',
  '/fr-fr/our-story',
  '/fr-fr/how-to-recycle-in-italia',
  '/fr-fr/private',
  '/fr-fr/maintenance',
];

async function expectChrome(page: Page) {
  await expect(page.locator('[data-shell-header]')).toBeVisible();
  await expect(page.locator('footer').first()).toBeAttached();
}

test.describe('every backend down', () => {
  test.afterEach(async () => {
    await setKnobs({ errorRate: 0 });
  });

  for (const path of templates) {
    test(`${path} answers under 500 inside the shop's chrome`, async ({ page }) => {
      await setKnobs({ errorRate: 1 });
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBeLessThan(500);
      await expectChrome(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }

  test('add to cart answers its translated error and keeps the product page', async ({ page }) => {
    await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
    await expectHydrated(page.getByTestId('add-to-cart'));
    await setKnobs({ errorRate: 1 });
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-status')).toHaveText(serverError);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robe portefeuille en soie');
    await page.screenshot({ path: '/tmp/storefront-down-add-to-cart.png' });
  });

  test('log-in answers its translated error in the form', async ({ page }) => {
    await page.goto('/fr-fr/login', { waitUntil: 'networkidle' });
    const form = page.getByTestId('login-form');
    await expectHydrated(form);
    await setKnobs({ errorRate: 1 });
    await form.locator('[name="email"]').fill('demo@maison.example');
    await form.locator('[name="password"]').fill('maison-demo-2026');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(form.getByRole('alert')).toHaveText(serverError, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/fr-fr\/login$/);
    await page.screenshot({ path: '/tmp/storefront-down-login.png' });
  });

  test('forgot password answers its translated error in the form', async ({ page }) => {
    await page.goto('/fr-fr/forgot-password', { waitUntil: 'networkidle' });
    const form = page.getByTestId('forgot-password-form');
    await expectHydrated(form);
    await setKnobs({ errorRate: 1 });
    await form.locator('[name="email"]').fill('demo@maison.example');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(form.getByRole('alert')).toHaveText(serverError, { timeout: 30_000 });
  });
});

test.describe('every backend down, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.afterEach(async () => {
    await setKnobs({ errorRate: 0 });
  });

  test('add to cart answers the product page with the message', async ({ page }) => {
    // Read once while the backends answer, so the page's data is in the cache.
    await page.goto('/fr-fr/fashion/product/cashmere-crew-sweater');
    await setKnobs({ errorRate: 1 });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('add-to-cart').click();
    expect((await answer).status()).toBeLessThan(500);
    await expectChrome(page);
    await expect(page.getByTestId('cart-status')).toHaveText(serverError);
    await page.screenshot({ path: '/tmp/storefront-down-add-to-cart-nojs.png' });
  });
});
