import { expect, test } from '@playwright/test';
import { peerPorts } from '../../scripts/peers/ports';
import { expectOperationsAnswered } from './operations';

/**
 * Hydrogen's skeleton (the starter of @shopify/create-hydrogen, scripts/peers/install.ts), unmodified,
 * in MiniOxygen against the local Storefront: configured by its .env only, walked as a shopper walks it.
 */
const hydrogen = `http://localhost:${peerPorts.hydrogen}`;
const front = `http://127.0.0.1:${peerPorts.hydrogenFront}`;

test('a shopper goes from the home page through a collection and a product to the checkout', async ({
  page,
}) => {
  await test.step('home: a featured collection and recommended products', async () => {
    await page.goto(hydrogen);
    await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeVisible();
    await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
  });

  await test.step('a collection lists its products', async () => {
    await page.goto(`${hydrogen}/collections/fashion`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
  });

  const title = await test.step('a product page (not a 404), its variant picker', async () => {
    const response = await page.goto(
      `${hydrogen}${await page.locator('a[href^="/products/"]').first().getAttribute('href')}`,
    );
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Other values of the last option (the skeleton marks the unselected ones `.link`) until one is in
    // stock; each time the URL names the value, the variant it stands for has loaded.
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    const lastOption = page.locator('.product-options').last();
    const optionName = (await lastOption.getByRole('heading').textContent())!.trim();
    const values = await lastOption.locator('.product-options-item.link').allTextContents();
    for (const value of values.map((text) => text.trim())) {
      await lastOption.getByRole('button', { name: value, exact: true }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get(optionName) === value);
      if ((await addToCart.count()) > 0 && (await addToCart.isEnabled())) break;
    }
    await expect(addToCart).toBeEnabled();
    return (await heading.textContent())!.trim();
  });

  await test.step('add to cart, then the cart page reads it back', async () => {
    // The skeleton's cart is optimistic: its aside shows the line before the cart action has answered
    // and set the cart's cookie, and a cart page read before then is empty (a CI-like run saw it).
    const added = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'),
    );
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect((await added).ok()).toBe(true);
    await expect(page.locator('.cart-line').getByText(title).first()).toBeVisible();
    await page.goto(`${hydrogen}/cart`);
    await expect(page.getByRole('main').locator('.cart-line').getByText(title)).toBeVisible();
  });

  await test.step('checkout: handed over to the hosted checkout with the line', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /Continue to Checkout/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${peerPorts.backends}/checkout/`));
    await expect(page.getByText(title).first()).toBeVisible();
  });
});

test('search finds products by a word', async ({ page }) => {
  await page.goto(`${hydrogen}/search?q=dress`);
  await expect(page.locator('.search-results-item a[href^="/products/"]').first()).toBeVisible();
});

test('the sitemap index and its product sitemap', async ({ request }) => {
  const index = await (await request.get(`${hydrogen}/sitemap.xml`)).text();
  expect(index).toContain('/sitemap/products/1.xml');
  const products = await (await request.get(`${hydrogen}/sitemap/products/1.xml`)).text();
  expect(products).toMatch(/\/products\/[\w-]+<\/loc>/);
});

test('every Storefront operation Hydrogen sent was answered without an error', async ({}, testInfo) => {
  const names = await expectOperationsAnswered(front, testInfo, {
    // Its browser code asks for Shopify's tracking cookies on `unstable`, a field no installed schema has.
    ensureCookies: /consentManagement/,
  });
  expect(names).toEqual(expect.arrayContaining(['Product (2026-04)', 'CartQuery (2026-04)']));
});
