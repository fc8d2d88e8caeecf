import { expect, expectAccessible, test } from './support';

test.describe('home page', () => {
  test('en-ww is served at the bare root, priced in USD (spec §2.1, §3)', async ({ page }) => {
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const slider = page.getByTestId('product-slider').first();
    await expect(slider.getByRole('link').first()).toBeVisible();
    await expect(slider).toContainText('$');
    // en-ww does not sell: the store locator replaces the cart and account links (spec §2.3, §6).
    await expect(page.getByRole('link', { name: 'Find a store' })).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('fr-fr is under its prefix, in French and priced in EUR', async ({ page }) => {
    const response = await page.goto('/fr-fr', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-slider').first()).toContainText('€');
    await expect(page.getByTestId('cart-button')).toBeVisible();
    await expectAccessible(page);
  });

  test('the default locale prefix redirects to the bare root', async ({ page, baseURL }) => {
    await page.goto('/en-ww', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
