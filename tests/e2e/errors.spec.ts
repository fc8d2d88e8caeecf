import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test.describe('not found', () => {
  test('an unknown product handle shows the 404 page in the locale', async ({ page }) => {
    const response = await page.goto('/fr-fr/fashion/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /accueil/i }).last()).toHaveAttribute('href', '/fr-fr');
    await expectAccessible(page);
  });

  test('an unknown locale or path is a 404, never a 500', async ({ page }) => {
    for (const path of ['/xx-yy', '/xx-yy/fashion/product/silk-wrap-dress', '/fr-fr/nowhere/at/all']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('a fragrance is not found under the fashion section', async ({ page }) => {
    const response = await page.goto('/fr-fr/fashion/product/rose-absolue-eau-de-parfum');
    expect(response?.status()).toBe(404);
  });
});
