import { expect, expectAccessible, setKnobs, test } from './support';

test.describe('not found', () => {
  test('an unknown product handle shows the 404 page in the locale', async ({ page }) => {
    const response = await page.goto('/fr-fr/fashion/product/no-such-product', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /accueil/i }).last()).toHaveAttribute('href', '/fr-fr');
    await expectAccessible(page);
  });

  test('an unknown locale or path is a 404, never a 500', async ({ page }) => {
    // `_` is the internal name of a root category and `~` of an empty state (lib/listing-routes.ts),
    // neither a category of its own.
    const paths = [
      '/xx-yy',
      '/xx-yy/fashion/product/silk-wrap-dress',
      '/fr-fr/nowhere/at/all',
      '/fr-fr/fashion/_',
      '/fr-fr/fashion/~',
    ];
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(404);
    }
  });

  test('a fragrance is not found under the fashion section', async ({ page }) => {
    const response = await page.goto('/fr-fr/fashion/product/rose-absolue-eau-de-parfum', {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
  });
});

test.describe('a failing backend', () => {
  test.afterEach(async () => {
    await setKnobs({ errorRate: 0 });
  });

  test("an uncached page shows the shop's unavailable block in its chrome, in the locale", async ({
    page,
  }) => {
    await setKnobs({ errorRate: 1 });
    await page.goto('/fr-fr/fashion/product/pleated-midi-skirt', { waitUntil: 'networkidle' });
    // The page's own chrome stays (docs/adr/0001), with the block of components/UnavailableBlock.
    await expect(page.locator('[data-shell-header]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Momentanément indisponible');
    await expect(page.getByText('Cette page ne peut pas être affichée pour le moment.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" }).last()).toHaveAttribute(
      'href',
      '/fr-fr',
    );
  });

  test('a cached page still renders, with the cart shown as unavailable', async ({ page, context }) => {
    await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await setKnobs({ errorRate: 1 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robe portefeuille en soie');
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog', { name: 'Panier' }).getByRole('alert')).toContainText(
      'Votre panier ne peut pas être affiché',
    );
    await setKnobs({ errorRate: 0 });
    await page.reload();
    // Nothing was lost: the cart is back as soon as the backend is.
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await context.clearCookies();
  });
});
